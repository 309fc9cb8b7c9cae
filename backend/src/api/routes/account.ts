import { Hono } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import { AcceptTermsSchema, UpdateLanguageSchema, UpdateMeSchema } from '../../../../src/lib/api/schemas.ts';
import { findUserById } from '../../db/users.ts';
import type { AppEnv } from '../env.ts';
import { parseBody, wrongData } from '../errors.ts';
import { countryOf, LANGUAGES_BY_COUNTRY, userDto } from '../user-dto.ts';

export function accountRoutes(db: DatabaseSync) {
  return new Hono<AppEnv>()
    .get('/me', (c) => c.json(userDto(db, c.var.user)))
    .put('/me', async (c) => {
      const body = await parseBody(c, UpdateMeSchema);
      db.prepare('UPDATE users SET firstname = ?, lastname = ?, phone = ? WHERE id = ?').run(body.firstname, body.lastname, body.phone, c.var.user.id);
      return c.json(userDto(db, findUserById(db, c.var.user.id)!));
    })
    .put('/me/terms', async (c) => {
      // Which version is current is the portal's to say (it holds the text): any well-formed version is stored.
      const { version } = await parseBody(c, AcceptTermsSchema);
      db.prepare('UPDATE users SET terms_version = ?, terms_accepted_at = ? WHERE id = ?').run(version, Date.now(), c.var.user.id);
      return c.json(userDto(db, findUserById(db, c.var.user.id)!));
    })
    .put('/me/language', async (c) => {
      const { languageCode } = await parseBody(c, UpdateLanguageSchema);
      const available = LANGUAGES_BY_COUNTRY[countryOf(db, c.var.user)];
      if (!available.includes(languageCode)) {
        throw wrongData(`languageCode: ${languageCode} is not available, expected one of ${available.join(', ')}`);
      }
      db.prepare('UPDATE users SET selected_language = ? WHERE id = ?').run(languageCode, c.var.user.id);
      return c.body(null, 204);
    });
}
