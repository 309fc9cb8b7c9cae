// The loan list's rows and columns (issue 9); their markup: ../leads/rows.ts. The table fits
// the standard layout's width at 1280 px without wrapping a name; the seller waits for 2xl.
import type { LeadSummary } from '../api/blanco';
import { formatMoney, formatPercent } from '../format';
import { defineLeadTable, type LeadColumn, type LeadRow, type RowContext } from '../leads/rows';

/** A row's own values as text, formatted once for both the table and the cards. */
const format = (row: LeadSummary, { locale, currency }: RowContext) => ({
  amountText: formatMoney(row.amount, currency, locale),
  rateText: formatPercent(row.interestRate, locale),
});
type BlancoRow = LeadRow<LeadSummary, ReturnType<typeof format>>;

const BLANCO_COLUMNS: readonly LeadColumn<BlancoRow>[] = [
  { kind: 'reference', labelKey: 'blanco.list.reference' },
  { kind: 'name', labelKey: 'blanco.list.applicant', text: (row) => row.applicantName, card: true },
  { kind: 'amount', labelKey: 'blanco.list.amount', text: (row) => row.amountText, card: true },
  { kind: 'amount', labelKey: 'blanco.list.rate', text: (row) => row.rateText, from: 'md' },
  { kind: 'status', labelKey: 'blanco.list.status' },
  { kind: 'date', labelKey: 'blanco.list.created', text: (row) => row.createdText, from: 'lg', card: true },
  { kind: 'text', labelKey: 'blanco.list.facility', text: (row) => row.facility.name, from: 'xl' },
  { kind: 'text', labelKey: 'blanco.list.seller', text: (row) => row.createdBy.name, from: '2xl', card: true },
];

export const BLANCO_TABLE = defineLeadTable({ columns: BLANCO_COLUMNS, format });
