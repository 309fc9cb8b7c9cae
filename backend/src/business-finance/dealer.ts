// The dealer as the inventory financing documents name it.
import type { DatabaseSync } from 'node:sqlite';
import type { CountryCode } from '../../../src/lib/api/schemas.ts';

export interface DocumentDealer {
  country: CountryCode;
  name: string;
  organizationNumber: string;
}

export function documentDealer(db: DatabaseSync, dealerId: string): DocumentDealer {
  const row = db.prepare('SELECT name, organization_number, country_code FROM dealers WHERE id = ?').get(dealerId) as
    { name: string; organization_number: string; country_code: CountryCode };
  return { country: row.country_code, name: row.name, organizationNumber: row.organization_number };
}
