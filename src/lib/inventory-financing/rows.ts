// The inventory financing list's rows and columns (SPEC §2); their markup: ../leads/rows.ts.
// From md: reference, the car with its plate (or VIN for a Danish stock car without plates)
// below, price, credit amount and status; a financed car's days used of its maximum from lg (in
// amber from DAYS_WARNING_FROM on) and its interest so far from xl; the created date and the seller
// from 2xl (at 1280 px the created date pushed interest past the frame; at 1400 px a long status and
// seller did). The cards show every field with its label. Amounts in the lead's own currency.
import type { InventoryLeadSummary } from '../api/business-finance-schemas';
import { formatDaysOf, formatMoney } from '../format';
import { defineLeadTable, type LeadColumn, type LeadRow, type RowContext } from '../leads/rows';

/**
 * From this many days used of a financed car's 180, the days ask for attention: the car should be sold or paid soon.
 * @internal exported for its unit tests
 */
export const DAYS_WARNING_FROM = 150;

/**
 * The days' look: amber and bold from DAYS_WARNING_FROM.
 * @internal exported for its unit tests
 */
export const daysTone = (row: Pick<InventoryLeadSummary, 'financing'>): string =>
  row.financing && row.financing.usedDays >= DAYS_WARNING_FROM ? 'font-semibold text-amber-800' : '';

/** A row's own values as text, formatted once for both the table and the cards; amounts in the lead's currency. */
const format = (row: InventoryLeadSummary, { locale }: RowContext) => ({
  /** The number plate, or the VIN when the car has none. */
  identifier: row.numberPlate ?? row.vin,
  priceText: formatMoney(row.price, row.currency, locale),
  creditText: formatMoney(row.creditAmount, row.currency, locale),
  /** A financed car's days used of its maximum ("152 / 180"), and its interest so far; blank for any other lead. */
  daysText: row.financing ? formatDaysOf(row.financing.usedDays, row.financing.maxCreditDays, locale) : '',
  interestText: row.financing ? formatMoney(row.financing.interestSoFar, row.currency, locale) : '',
});
type InventoryRow = LeadRow<InventoryLeadSummary, ReturnType<typeof format>>;

const INVENTORY_COLUMNS: readonly LeadColumn<InventoryRow>[] = [
  { kind: 'reference', labelKey: 'inventoryFinancing.list.reference' },
  { kind: 'name', labelKey: 'inventoryFinancing.list.vehicleAndPlate', text: (row) => row.vehicle, detail: (row) => row.identifier },
  { kind: 'name', labelKey: 'inventoryFinancing.list.vehicle', text: (row) => row.vehicle, table: false, card: true },
  { kind: 'clipped', labelKey: 'inventoryFinancing.list.plate', text: (row) => row.identifier, table: false, card: true },
  { kind: 'amount', labelKey: 'inventoryFinancing.list.price', text: (row) => row.priceText, card: true },
  { kind: 'amount', labelKey: 'inventoryFinancing.list.credit', text: (row) => row.creditText, from: 'md', card: true },
  { kind: 'status', labelKey: 'inventoryFinancing.list.status' },
  { kind: 'amount', labelKey: 'inventoryFinancing.list.daysUsed', text: (row) => row.daysText, tone: daysTone, from: 'lg', card: true },
  { kind: 'amount', labelKey: 'inventoryFinancing.list.interestSoFar', text: (row) => row.interestText, from: 'xl', card: true },
  { kind: 'date', labelKey: 'inventoryFinancing.list.created', text: (row) => row.createdText, from: '2xl', card: true },
  { kind: 'text', labelKey: 'inventoryFinancing.list.seller', text: (row) => row.sellerName, from: '2xl', card: true },
];

export const INVENTORY_TABLE = defineLeadTable({ columns: INVENTORY_COLUMNS, format });
