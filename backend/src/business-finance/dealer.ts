// The dealer as the inventory financing documents name it: the organisation number written as the
// country writes it (SE 556123-4567, FI 1234567-8, DK 12345678; docs/formats.md), else as stored.
import type { DatabaseSync } from 'node:sqlite';
import type { CountryCode } from '../../../src/lib/api/schemas.ts';
import { canonicalOrganizationNumber } from '../leasing/organizations.ts';

export interface DocumentDealer {
  country: CountryCode;
  name: string;
  organizationNumber: string;
}

export function documentDealer(db: DatabaseSync, dealerId: string): DocumentDealer {
  const row = db.prepare('SELECT name, organization_number, country_code FROM dealers WHERE id = ?').get(dealerId) as {
    name: string;
    organization_number: string;
    country_code: CountryCode;
  };
  const organizationNumber = canonicalOrganizationNumber(row.country_code, row.organization_number)?.number ?? row.organization_number;
  return { country: row.country_code, name: row.name, organizationNumber };
}
