import { createHmac } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type * as v from 'valibot';
import type { CountryCode, LanguageCode, UserSchema } from '../../../src/lib/api/schemas.ts';
import { INTERCOM_SECRET } from '../config.ts';
import { rolesOf, type UserRow } from '../db/users.ts';

export const LANGUAGES_BY_COUNTRY: Record<CountryCode, LanguageCode[]> = {
  SE: ['sv'],
  FI: ['fi', 'sv'],
  DK: ['da'],
};

interface PlaceRow {
  facility_id: string;
  facility_name: string;
  kam_id: string | null;
  dealer_name: string;
  organization_number: string;
  country_code: CountryCode;
}

export function countryOf(db: DatabaseSync, user: UserRow): CountryCode {
  const row = db.prepare('SELECT country_code FROM dealers WHERE id = ?').get(user.dealer_id) as { country_code: CountryCode };
  return row.country_code;
}

/** The account/me response: the user joined with their facility and dealer. */
export function userDto(db: DatabaseSync, user: UserRow): v.InferInput<typeof UserSchema> {
  const place = db
    .prepare(
      `SELECT f.id AS facility_id, f.name AS facility_name, f.kam_id, d.name AS dealer_name,
      d.organization_number, d.country_code
    FROM facilities f JOIN dealers d ON d.id = f.dealer_id WHERE f.id = ?`,
    )
    .get(user.facility_id) as unknown as PlaceRow;
  return {
    id: user.id,
    firstname: user.firstname,
    lastname: user.lastname,
    phone: user.phone,
    email: user.email,
    facility: { id: place.facility_id, name: place.facility_name, keyAccountManagerId: place.kam_id },
    dealer: { name: place.dealer_name, organizationNumber: place.organization_number, countryCode: place.country_code },
    grantedRoles: rolesOf(user),
    intercomUserId: user.id,
    intercomUserAuthCode: createHmac('sha256', INTERCOM_SECRET).update(user.id).digest('hex'),
    language: {
      availableLanguageCodes: LANGUAGES_BY_COUNTRY[place.country_code],
      selectedLanguageCode: user.selected_language as LanguageCode | null,
    },
    termsAccepted:
      user.terms_version === null || user.terms_accepted_at === null
        ? null
        : { version: user.terms_version, acceptedAt: new Date(user.terms_accepted_at).toISOString() },
  };
}
