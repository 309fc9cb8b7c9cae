// What every product's lead routes share: the Idempotency-Key header, the dealer's lead of the path
// (another dealer's is 404) and the lead's answer.
import type { Context } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import type * as v from 'valibot';
import type { CountryCode } from '../../../src/lib/api/schemas.ts';
import type { AppEnv } from '../api/env.ts';
import { notFound, parseBody, wrongData } from '../api/errors.ts';
import { countryOf } from '../api/user-dto.ts';
import type { Delays } from '../config.ts';
import type { UserRow } from '../db/users.ts';
import type { LeadRowBase, LeadTable, LeadView } from './lead-table.ts';

/** What every product's lead routes need: the lifecycle's delays, and the backend's own address for links it prints. */
export interface LeadRouteOptions {
  delays: Delays;
  publicUrl: string;
}

/** The request's Idempotency-Key (1 to 200 characters), else 400 WRONG_DATA. */
export function idempotencyKeyOf(c: Context<AppEnv>): string {
  const key = c.req.header('Idempotency-Key')?.trim() ?? '';
  if (key.length === 0 || key.length > 200) throw wrongData('The Idempotency-Key header is required (1 to 200 characters)');
  return key;
}

/** Makes the lead once per Idempotency-Key: its id, and whether it is new. */
type CreateLead<B> = (user: UserRow, country: CountryCode, body: B, idempotencyKey: string) => { leadId: string; created: boolean };

export function dealerLeadsOf<R extends LeadRowBase, A extends object>(
  db: DatabaseSync,
  leads: LeadTable<R>,
  toAnswer: (db: DatabaseSync, row: LeadView<R>) => A,
) {
  const leadAnswer = (c: Context<AppEnv>, leadId: string, status: 200 | 201 = 200) =>
    c.json(toAnswer(db, leads.findDealerLead(db, c.var.user.dealer_id, leadId)!), status);
  return {
    /** The path's :leadId if it is the user's dealer's lead, else 404. */
    dealerLead: (c: Context<AppEnv>) => {
      const lead = leads.findDealerLead(db, c.var.user.dealer_id, c.req.param('leadId') ?? '');
      if (!lead) throw notFound('No such lead');
      return lead;
    },
    /** The lead as it is now, as the answer. */
    leadAnswer,
    /** The create route: the body through its schema, the lead (201 when new, else 200 with the key's lead). */
    createRoute:
      <S extends v.GenericSchema>(schema: S, create: CreateLead<v.InferOutput<S>>) =>
      async (c: Context<AppEnv>) => {
        const key = idempotencyKeyOf(c);
        const body = await parseBody(c, schema);
        const { leadId, created } = create(c.var.user, countryOf(db, c.var.user), body, key);
        return leadAnswer(c, leadId, created ? 201 : 200);
      },
  };
}
