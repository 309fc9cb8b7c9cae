// The marketplace's test controls (under /__test/market, test routes only): put a sold car back on
// sale, add an ad for any dealer, and set up another dealer of a country with a marketplace user,
// so end-to-end tests can buy again and again and two dealers can race for one car.
import { Hono } from 'hono';
import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import * as v from 'valibot';
import { FUEL_TYPES, GEAR_TYPES, VEHICLE_VAT_STATUSES } from '../../../src/lib/api/lookup-schemas.ts';
import type { CountryCode } from '../../../src/lib/api/schemas.ts';
import { TERMS_VERSION } from '../../../src/lib/terms-version.ts';
import { ApiError, notFound, parseBody } from '../api/errors.ts';
import { DEMO_PASSWORD } from '../db/seed.ts';
import { inTransaction } from '../db/transaction.ts';
import { findUserByEmail } from '../db/users.ts';
import { hashPassword } from '../passwords.ts';
import { findAd } from './ad-store.ts';
import { insertAd, randomAd, SELLERS, type Seller } from './seed-ads.ts';

const Country = v.picklist(['SE', 'FI', 'DK']);
const AdBody = v.object({
  country: Country,
  /** A dealer of the portal (its own ad for its users) or one of the seeded outside sellers; default: the country's first outside seller. */
  sellerOrganizationNumber: v.optional(v.string()),
  make: v.optional(v.pipe(v.string(), v.minLength(1))),
  model: v.optional(v.pipe(v.string(), v.minLength(1))),
  variant: v.optional(v.string()),
  modelYear: v.optional(v.pipe(v.number(), v.integer())),
  fuel: v.optional(v.picklist(FUEL_TYPES)),
  gear: v.optional(v.picklist(GEAR_TYPES)),
  distanceKm: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  price: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  vatStatus: v.optional(v.picklist(VEHICLE_VAT_STATUSES)),
});
const DealerUserBody = v.object({
  email: v.pipe(v.string(), v.trim(), v.email()),
  country: Country,
  dealerName: v.optional(v.pipe(v.string(), v.minLength(1))),
  organizationNumber: v.optional(v.pipe(v.string(), v.minLength(1))),
});

const CAPITALS: Record<CountryCode, string> = { SE: 'Stockholm', FI: 'Helsinki', DK: 'København' };
const digitsOf = (text: string) => text.replace(/\D/g, '');

/** The seller of a new ad: a dealer of the portal or an outside one, by organisation number (digits compared). */
function sellerOf(db: DatabaseSync, country: CountryCode, organizationNumber: string | undefined): Seller {
  if (organizationNumber === undefined) return SELLERS[country][0]!;
  const outside = SELLERS[country].find((seller) => digitsOf(seller.organizationNumber) === digitsOf(organizationNumber));
  if (outside) return outside;
  const dealers = db.prepare('SELECT id, name, organization_number, email, phone, country_code FROM dealers').all() as {
    id: string;
    name: string;
    organization_number: string;
    email: string;
    phone: string;
    country_code: CountryCode;
  }[];
  const dealer = dealers.find((row) => digitsOf(row.organization_number) === digitsOf(organizationNumber) && row.country_code === country);
  if (!dealer) throw notFound(`No ${country} dealer ${organizationNumber}`);
  return {
    id: dealer.id,
    name: dealer.name,
    organizationNumber: dealer.organization_number,
    city: CAPITALS[country],
    phone: dealer.phone,
    email: dealer.email,
  };
}

export function marketTestRoutes(db: DatabaseSync) {
  return (
    new Hono()
      .post('/ads', async (c) => {
        const body = await parseBody(c, AdBody);
        const now = Date.now();
        const random = () => Math.random();
        const ad = randomAd(
          random,
          body.country,
          sellerOf(db, body.country, body.sellerOrganizationNumber),
          `test-mp-${randomUUID()}`,
          now,
          new Date(now).getUTCFullYear(),
        );
        const row = {
          ...ad,
          make: body.make ?? ad.make,
          model: body.model ?? ad.model,
          variant: body.variant ?? ad.variant,
          model_year: body.modelYear ?? ad.model_year,
          fuel: body.fuel ?? ad.fuel,
          gear: body.gear ?? ad.gear,
          distance_km: body.distanceKm ?? ad.distance_km,
          price: body.price ?? ad.price,
          vat_status: body.vatStatus ?? ad.vat_status,
        };
        insertAd(db, row);
        return c.json({ id: row.id }, 201);
      })
      // The car is for sale again (its purchases stay on record; an Idempotency-Key used for it still answers its purchase).
      .post('/ads/:adId/reset', (c) => {
        const ad = findAd(db, c.req.param('adId'));
        if (!ad) throw notFound(`No ad ${c.req.param('adId')}`);
        db.prepare("UPDATE market_ads SET status = 'AVAILABLE', purchase_id = NULL WHERE id = ?").run(ad.id);
        return c.body(null, 204);
      })
      // Another dealer of the country (a new one, or the one with this organisation number) and an active
      // MARKET_PLACE user of it, with the demo password and the current user terms.
      .post('/dealer-users', async (c) => {
        const body = await parseBody(c, DealerUserBody);
        if (findUserByEmail(db, body.email)) throw new ApiError(409, 'CONFLICT', `${body.email} exists`);
        const passwordHash = await hashPassword(DEMO_PASSWORD);
        const organizationNumber = body.organizationNumber ?? `TEST-${randomUUID().slice(0, 8)}`;
        const answer = inTransaction(db, () => {
          const existing = db.prepare('SELECT id FROM dealers WHERE organization_number = ?').get(organizationNumber) as { id: string } | undefined;
          const dealerId = existing?.id ?? `dealer-test-${randomUUID()}`;
          const facilityId = `facility-test-${randomUUID()}`;
          if (!existing) {
            db.prepare('INSERT INTO dealers (id, name, organization_number, country_code, email, phone) VALUES (?, ?, ?, ?, ?, ?)').run(
              dealerId,
              body.dealerName ?? 'Testhandlaren AB',
              organizationNumber,
              body.country,
              `info@${dealerId}.example`,
              '+46 8 000 00 00',
            );
          }
          db.prepare('INSERT INTO facilities (id, dealer_id, name, kam_id) VALUES (?, ?, ?, NULL)').run(
            facilityId,
            dealerId,
            `${body.dealerName ?? 'Test'} ${CAPITALS[body.country]}`,
          );
          const userId = randomUUID();
          db.prepare(
            `INSERT INTO users (id, email, password_hash, firstname, lastname, dealer_id, facility_id, roles, active, terms_version, terms_accepted_at)
          VALUES (?, ?, ?, 'Test', 'Handlare', ?, ?, '["MARKET_PLACE"]', 1, ?, ?)`,
          ).run(userId, body.email, passwordHash, dealerId, facilityId, TERMS_VERSION, Date.now());
          return { userId, dealerId, organizationNumber };
        });
        return c.json(answer, 201);
      })
  );
}
