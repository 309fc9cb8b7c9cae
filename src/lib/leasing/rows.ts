// The leasing list's rows and columns (SPEC §2 Leasing); their markup: ../leads/rows.ts.
// Every amount excl. VAT. From md: reference, customer with the vehicle below, price, rent and
// status; the created date from lg, the months from xl. A vehicle column of its own left the
// customer's name 100 px at 1280 px (issue 9: a name keeps to one line). The cards show every
// field, customer and vehicle each with its label.
import type { LeasingLeadSummary } from '../api/leasing-schemas';
import { formatMoney } from '../format';
import { defineLeadTable, type LeadColumn, type LeadRow, type RowContext } from '../leads/rows';

/** A row's own values as text, formatted once for both the table and the cards. */
const format = (row: LeasingLeadSummary, { locale, currency }: RowContext) => ({
  priceText: formatMoney(row.price, currency, locale),
  rentText: formatMoney(row.rent, currency, locale),
  monthsText: String(row.months),
});
type LeasingRow = LeadRow<LeasingLeadSummary, ReturnType<typeof format>>;

const LEASING_COLUMNS: readonly LeadColumn<LeasingRow>[] = [
  { kind: 'reference', labelKey: 'leasing.list.reference' },
  { kind: 'name', labelKey: 'leasing.list.customerAndVehicle', text: (row) => row.customerName, detail: (row) => row.vehicle },
  { kind: 'name', labelKey: 'leasing.list.customer', text: (row) => row.customerName, table: false, card: true },
  { kind: 'clipped', labelKey: 'leasing.list.vehicle', text: (row) => row.vehicle, table: false, card: true },
  { kind: 'amount', labelKey: 'leasing.list.price', text: (row) => row.priceText, card: true },
  { kind: 'amount', labelKey: 'leasing.list.rent', text: (row) => row.rentText, from: 'md', card: true },
  { kind: 'amount', labelKey: 'leasing.list.months', text: (row) => row.monthsText, from: 'xl', card: true },
  { kind: 'status', labelKey: 'leasing.list.status' },
  { kind: 'date', labelKey: 'leasing.list.created', text: (row) => row.createdText, from: 'lg', card: true },
];

export const LEASING_TABLE = defineLeadTable({ columns: LEASING_COLUMNS, format });
