// Migration 13 (see migrations.ts: never edited once released): the registration number of each car
// financed before the demo's leads, for the statements (NULL: a car without plates, or seeded before).
export const PAST_FINANCING_PLATES_MIGRATION = `
  ALTER TABLE business_finance_past_financings ADD COLUMN number_plate TEXT;
`;
