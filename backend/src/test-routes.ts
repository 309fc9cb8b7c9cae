// Test-only controls, mounted at /__test only when BACKEND_TEST_ROUTES=1: production has nothing like them.
import { Hono } from 'hono';
import { randomBytes, randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { setTimeout as sleep } from 'node:timers/promises';
import * as v from 'valibot';
import { FLAG_NAMES, ROLES, TermsVersionSchema } from '../../src/lib/api/schemas.ts';
import { ApiError, notFound, parseBody } from './api/errors.ts';
import { inTransaction } from './db/transaction.ts';
import type { Delays } from './config.ts';
import { seededTermsVersion, seededUser } from './db/seed.ts';
import { resetSubscriptions } from './db/subscriptions.ts';
import { findUserByEmail } from './db/users.ts';
import { setFlag } from './flags.ts';
import { LEADS } from './blanco/lead-store.ts';
import { LOAN_LIFECYCLE } from './blanco/lifecycle.ts';
import { LEASING_LEADS } from './leasing/lead-store.ts';
import { LEASING_LIFECYCLE } from './leasing/lifecycle.ts';
import { INVENTORY_LEADS } from './business-finance/lead-store.ts';
import { markInvoicePaid, toInvoice, type InvoiceRow } from './business-finance/invoices.ts';
import { INVENTORY_LIFECYCLE } from './business-finance/lifecycle.ts';
import { leadTestRoutes } from './leads/test-routes.ts';
import { shopTestRoutes } from './shop/test-routes.ts';
import { intercomNotifications } from './leads/intercom.ts';
import { marketTestRoutes } from './market/test-routes.ts';
import { liveRefreshTokensOf } from './oidc/store-queries.ts';
import { SEEDED_BANK_ACCOUNTS, setBankAccount } from './organisation/bank-accounts.ts';
import { faultRoutes, type FaultStore } from './test-faults.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const FlagBody = v.object({ name: v.picklist(FLAG_NAMES), enabled: v.boolean() });
const InvitationBody = v.object({
  email: v.pipe(v.string(), v.trim(), v.email()),
  firstname: v.pipe(v.string(), v.trim(), v.minLength(1)),
  lastname: v.pipe(v.string(), v.trim(), v.minLength(1)),
  expired: v.optional(v.boolean(), false),
});
const EmailBody = v.object({ email: v.string() });
const PointBalanceBody = v.object({ email: v.string(), balance: v.pipe(v.number(), v.integer(), v.minValue(0)) });
const TermsBody = v.object({ email: v.string(), version: v.nullable(TermsVersionSchema) });
const PartnerBody = v.object({ organizationNumber: v.string(), onboardedToInventoryFinancing: v.boolean() });
const BankAccountBody = v.object({ organizationNumber: v.string(), missing: v.boolean() });
const RolesBody = v.object({ email: v.string(), roles: v.array(v.picklist(ROLES)) });
const BackdateBody = v.object({ days: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(365)) });

function userByEmail(db: DatabaseSync, email: string | undefined) {
  const user = email ? findUserByEmail(db, email) : undefined;
  if (!user) throw notFound(`No user ${email ?? ''}`);
  return user;
}

export function testRoutes(db: DatabaseSync, faults: FaultStore, delays: Delays) {
  return (
    new Hono()
      .route('/faults', faultRoutes(faults))
      .get('/intercom-notifications', (c) => c.json({ notifications: intercomNotifications(c.req.query('ownerId')) }))
      .route('/shop', shopTestRoutes(db))
      .route('/market', marketTestRoutes(db))
      .route(
        '/',
        leadTestRoutes(db, delays, {
          leads: LEADS,
          lifecycle: LOAN_LIFECYCLE,
          noun: 'lead',
          stateOf: (lead) => ({ status: lead.status, secondChancePhase: lead.second_chance_phase }),
        }),
      )
      .route(
        '/leasing',
        leadTestRoutes(db, delays, {
          leads: LEASING_LEADS,
          noun: 'leasing lead',
          lifecycle: LEASING_LIFECYCLE,
          stateOf: (lead) => ({ status: lead.status }),
        }),
      )
      .route(
        '/business-finance',
        leadTestRoutes(db, delays, {
          leads: INVENTORY_LEADS,
          noun: 'inventory financing lead',
          lifecycle: INVENTORY_LIFECYCLE,
          stateOf: (lead) => ({ status: lead.status }),
        }),
      )
      // The bank payment of an invoice arrives now (whether it was PROCESSING or OPEN) → the invoice.
      .post('/business-finance/invoices/:invoiceId/pay', (c) => {
        const find = () => db.prepare('SELECT * FROM business_finance_invoices WHERE id = ?').get(c.req.param('invoiceId')) as InvoiceRow | undefined;
        const invoice = find();
        if (!invoice) throw notFound(`No invoice ${c.req.param('invoiceId')}`);
        inTransaction(db, () => markInvoicePaid(db, invoice));
        return c.json(toInvoice(find()!));
      })
      // A paid-out car as if financed `days` earlier: its days used and the statements' months with them.
      .post('/business-finance/leads/:leadId/backdate', async (c) => {
        const shift = (await parseBody(c, BackdateBody)).days * DAY_MS;
        const { changes } = db
          .prepare(
            `UPDATE business_finance_leads SET paid_out_at = paid_out_at - ?, created_at = created_at - ?,
        updated_at = updated_at - ? WHERE id = ? AND paid_out_at IS NOT NULL`,
          )
          .run(shift, shift, shift, c.req.param('leadId'));
        if (changes === 0) throw notFound(`No paid-out inventory financing lead ${c.req.param('leadId')}`);
        return c.body(null, 204);
      })
      .post('/flags', async (c) => {
        const { name, enabled } = await parseBody(c, FlagBody);
        setFlag(db, name, enabled);
        return c.body(null, 204);
      })
      .post('/invitations', async (c) => {
        const body = await parseBody(c, InvitationBody);
        const existing = findUserByEmail(db, body.email);
        if (existing?.active === 1) throw new ApiError(409, 'CONFLICT', `${body.email} is already active`);
        const userId = existing?.id ?? randomUUID();
        if (!existing) {
          db.prepare(
            `INSERT INTO users (id, email, firstname, lastname, dealer_id, facility_id, roles, active)
          VALUES (?, ?, ?, ?, 'dealer-bilhuset', 'facility-malmo', '[]', 0)`,
          ).run(userId, body.email, body.firstname, body.lastname);
        }
        const token = randomBytes(24).toString('base64url');
        const expiresAt = Date.now() + (body.expired ? -DAY_MS : 30 * DAY_MS);
        db.prepare('INSERT INTO invitations (token, user_id, expires_at) VALUES (?, ?, ?)').run(token, userId, expiresAt);
        return c.json({ token, userId }, 201);
      })
      .post('/reject-tokens', async (c) => {
        const user = userByEmail(db, (await parseBody(c, EmailBody)).email);
        // iat has whole seconds: reject up to the next second and answer only once it has begun,
        // so every token issued before this call fails and every token issued after it works.
        const notBefore = Math.floor(Date.now() / 1000) + 1;
        db.prepare('UPDATE users SET tokens_not_before = ? WHERE id = ?').run(notBefore, user.id);
        await sleep(notBefore * 1000 - Date.now());
        return c.body(null, 204);
      })
      .get('/refresh-tokens', (c) => {
        const user = userByEmail(db, c.req.query('email'));
        return c.json({ tokens: liveRefreshTokensOf(db, user.id) });
      })
      .post('/point-balance', async (c) => {
        const { email, balance } = await parseBody(c, PointBalanceBody);
        db.prepare('UPDATE users SET point_balance = ? WHERE id = ?').run(balance, userByEmail(db, email).id);
        return c.body(null, 204);
      })
      .post('/terms', async (c) => {
        // A user who never accepted (version null) or accepted an older version, as if the terms had changed since.
        const { email, version } = await parseBody(c, TermsBody);
        db.prepare('UPDATE users SET terms_version = ?, terms_accepted_at = ? WHERE id = ?').run(
          version,
          version === null ? null : Date.now(),
          userByEmail(db, email).id,
        );
        return c.body(null, 204);
      })
      .post('/partner', async (c) => {
        const body = await parseBody(c, PartnerBody);
        const { changes } = db
          .prepare('UPDATE dealers SET onboarded_inventory_financing = ? WHERE organization_number = ?')
          .run(body.onboardedToInventoryFinancing ? 1 : 0, body.organizationNumber.trim());
        if (Number(changes) === 0) throw notFound(`No dealer ${body.organizationNumber}`);
        return c.body(null, 204);
      })
      .post('/bank-account', async (c) => {
        // A dealer without a bank account (missing: true), or back to its seeded one.
        const { organizationNumber, missing } = await parseBody(c, BankAccountBody);
        const dealer = db.prepare('SELECT id FROM dealers WHERE organization_number = ?').get(organizationNumber.trim()) as { id: string } | undefined;
        if (!dealer) throw notFound(`No dealer ${organizationNumber}`);
        setBankAccount(db, dealer.id, missing ? { type: 'MISSING' } : (SEEDED_BANK_ACCOUNTS[dealer.id] ?? { type: 'MISSING' }));
        return c.body(null, 204);
      })
      .post('/roles', async (c) => {
        // A dealer in another country set up for a product in a test (DEMO-DATA's roles stay as seeded).
        const { email, roles } = await parseBody(c, RolesBody);
        const user = findUserByEmail(db, email);
        if (!user) throw notFound(`No user ${email}`);
        db.prepare('UPDATE users SET roles = ? WHERE id = ?').run(JSON.stringify([...new Set(roles)]), user.id);
        return c.body(null, 204);
      })
      .post('/reset-user', async (c) => {
        // For tests that change a demo user: what they can change through the API goes back to the seed.
        const { email } = await parseBody(c, EmailBody);
        const seeded = seededUser(email);
        if (!seeded || !findUserByEmail(db, email)) throw notFound(`${email} is not a demo user`);
        db.exec('BEGIN IMMEDIATE');
        try {
          resetSubscriptions(db, seeded.id);
          db.prepare('UPDATE users SET firstname = ?, lastname = ?, phone = ?, selected_language = ?, roles = ? WHERE id = ?').run(
            seeded.firstname,
            seeded.lastname,
            seeded.phone,
            seeded.language,
            JSON.stringify(seeded.roles),
            seeded.id,
          );
          const termsVersion = seededTermsVersion(seeded);
          db.prepare('UPDATE users SET terms_version = ?, terms_accepted_at = ? WHERE id = ?').run(
            termsVersion,
            termsVersion === null ? null : Date.now(),
            seeded.id,
          );
          db.exec('COMMIT');
        } catch (error) {
          db.exec('ROLLBACK');
          throw error;
        }
        return c.body(null, 204);
      })
  );
}
