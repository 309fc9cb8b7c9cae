import { Hono } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import type { Employee, KeyAccountManager, Partner } from '../../../../src/lib/api/schemas.ts';
import { AccessRequestSchema, type Administrators, type Organisation } from '../../../../src/lib/api/partner-schemas.ts';
import { administratorsOf, requestAccess } from '../../organisation/access-requests.ts';
import { dealerAddressOf } from '../../organisation/addresses.ts';
import { bankAccountOf } from '../../organisation/bank-accounts.ts';
import { ColleagueRolesSchema, InviteColleagueSchema } from '../../../../src/lib/api/colleagues-schemas.ts';
import { changeRoles, changesOf, colleaguesOf, deactivate, inviteColleague } from '../../organisation/colleagues.ts';
import { countryOf } from '../user-dto.ts';
import type { AppEnv } from '../env.ts';
import { notFound, parseBody, wrongData } from '../errors.ts';
import { requireAnyRole } from '../roles.ts';

function intParam(value: string | undefined, name: string, fallback: number, min: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) {
    throw wrongData(`${name}: must be an integer from ${min} to ${max}`);
  }
  return number;
}

const collator = new Intl.Collator('sv', { sensitivity: 'base' });

/** The portal's origin of a country (its first host label locally, its last in production), for links in e-mails. */
function portalOriginFor(origins: readonly string[], country: string): string {
  const code = country.toLowerCase();
  const labels = (origin: string) => new URL(origin).hostname.split('.');
  return origins.find((origin) => labels(origin)[0] === code) ?? origins.find((origin) => labels(origin).at(-1) === code) ?? origins[0] ?? '';
}

export function partnerRoutes(db: DatabaseSync, portalOrigins: readonly string[]) {
  return (
    new Hono<AppEnv>()
      .get('/', (c) => {
        const row = db.prepare('SELECT * FROM dealers WHERE id = ?').get(c.var.user.dealer_id) as Record<string, unknown>;
        const partner: Partner = {
          id: row.id as string,
          name: row.name as string,
          organizationNumber: row.organization_number as string,
          countryCode: row.country_code as Partner['countryCode'],
          email: row.email as string,
          phone: row.phone as string,
          onboardedToInventoryFinancing: row.onboarded_inventory_financing === 1,
          address: dealerAddressOf(row.id as string),
        };
        return c.json(partner);
      })
      // Who grants roles, and asking them (any user of the dealer): organisation/access-requests.ts.
      .get('/administrators', (c) => {
        const body: Administrators = { administrators: administratorsOf(db, c.var.user.dealer_id) };
        return c.json(body);
      })
      .post('/access-requests', async (c) => {
        const { page } = await parseBody(c, AccessRequestSchema);
        const country = countryOf(db, c.var.user);
        return c.json({ told: requestAccess(db, c.var.user, page, { portalOrigin: portalOriginFor(portalOrigins, country), country }) }, 202);
      })
      // The organisation view's data: ORGANIZATION_ADMIN only (the root data above stays readable by every user).
      .use('/organisation', requireAnyRole('ORGANIZATION_ADMIN'))
      .use('/employees', requireAnyRole('ORGANIZATION_ADMIN'))
      .use('/colleagues', requireAnyRole('ORGANIZATION_ADMIN'))
      .use('/colleagues/*', requireAnyRole('ORGANIZATION_ADMIN'))
      // The organisation admin's colleagues (issue 25 §4): organisation/colleagues.ts.
      .get('/colleagues', (c) => c.json({ colleagues: colleaguesOf(db, c.var.user.dealer_id) }))
      .get('/colleagues/changes', (c) => c.json({ changes: changesOf(db, c.var.user.dealer_id) }))
      .post('/colleagues/invitations', async (c) => {
        const invite = await parseBody(c, InviteColleagueSchema);
        const country = countryOf(db, c.var.user);
        return c.json(inviteColleague(db, c.var.user, invite, { portalOrigin: portalOriginFor(portalOrigins, country), country }), 201);
      })
      .put('/colleagues/:userId/roles', async (c) => {
        const { roles } = await parseBody(c, ColleagueRolesSchema);
        return c.json(changeRoles(db, c.var.user, c.req.param('userId'), roles));
      })
      .post('/colleagues/:userId/deactivate', (c) => c.json(deactivate(db, c.var.user, c.req.param('userId'))))
      .get('/organisation', (c) => {
        const dealerId = c.var.user.dealer_id;
        const row = db.prepare('SELECT name, organization_number, country_code, email, phone FROM dealers WHERE id = ?').get(dealerId) as {
          name: string;
          organization_number: string;
          country_code: Organisation['countryCode'];
          email: string;
          phone: string;
        };
        const facilities = db.prepare('SELECT id, name FROM facilities WHERE dealer_id = ? ORDER BY name').all(dealerId) as { id: string; name: string }[];
        const organisation: Organisation = {
          name: row.name,
          organizationNumber: row.organization_number,
          countryCode: row.country_code,
          email: row.email,
          phone: row.phone,
          facilities: facilities.map(({ id, name }) => ({ id, name })),
          bankAccount: bankAccountOf(db, dealerId),
        };
        return c.json(organisation);
      })
      .get('/employees', (c) => {
        const page = intParam(c.req.query('page'), 'page', 0, 0, 100_000);
        const size = intParam(c.req.query('size'), 'size', 20, 1, 100);
        const name = (c.req.query('name') ?? '').trim().toLocaleLowerCase();
        // Filtered in JS: SQLite's LIKE folds ASCII case only, and names here have å, ä, ø.
        const all = db
          .prepare(
            `SELECT id, firstname, lastname, email, phone FROM users
        WHERE dealer_id = ? AND active = 1`,
          )
          .all(c.var.user.dealer_id) as unknown as Employee[];
        const matching = all
          .filter((e) => !name || [e.firstname, e.lastname, `${e.firstname} ${e.lastname}`].some((part) => part.toLocaleLowerCase().includes(name)))
          .sort((a, b) => collator.compare(a.lastname, b.lastname) || collator.compare(a.firstname, b.firstname));
        return c.json({
          content: matching.slice(page * size, page * size + size),
          page,
          size,
          totalElements: matching.length,
          totalPages: Math.ceil(matching.length / size),
        });
      })
      .get('/facilities', (c) => {
        const rows = db.prepare('SELECT id, name FROM facilities WHERE dealer_id = ? ORDER BY name').all(c.var.user.dealer_id) as {
          id: string;
          name: string;
        }[];
        return c.json(rows.map(({ id, name }) => ({ id, name })));
      })
      .get('/kam', (c) => {
        const row = db
          .prepare(
            `SELECT k.first_name, k.last_name, k.phone FROM facilities f
        JOIN key_account_managers k ON k.id = f.kam_id WHERE f.id = ?`,
          )
          .get(c.var.user.facility_id) as { first_name: string; last_name: string; phone: string | null } | undefined;
        if (!row) throw notFound('The facility has no key account manager');
        const kam: KeyAccountManager = { firstName: row.first_name, lastName: row.last_name, phoneNumber: row.phone };
        return c.json(kam);
      })
  );
}
