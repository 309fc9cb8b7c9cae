// A product list's rows as markup: the table's rows from md and the phone's cards below it
// (issue 9), 50 of each at most. Built with `html` (every value escaped) rather than as a
// component per row: that halves the list page's worker CPU (docs/decisions/0023). Each product
// names its columns (lib/<product>/rows.ts); the cells' looks are the same for all.
import type { LeadStatus } from '../api/leads';
import type { Currency } from '../api/schemas';
import type { TimeZone } from '../countries';
import { formatDate } from '../format';
import type { Locale } from '../i18n';
import { html, type SafeHtml } from '../ui/html';

/** What every row has, formatted once for both the table and the cards. */
export interface LeadRowBase {
  href: string;
  reference: string;
  status: LeadStatus;
  createdText: string;
}

/** What every product's list row carries from the Partner API (api/leads.ts LEAD_SUMMARY_ENTRIES). */
interface LeadSummaryBase {
  id: string;
  reference: string;
  status: LeadStatus;
  createdAt: string;
}

/** A product's row: the API's row, its own values as text, and what every row has. */
export type LeadRow<Summary, Own> = Summary & Own & LeadRowBase;

type Breakpoint = 'md' | 'lg' | 'xl' | '2xl';

/**
 * A column of the table, and with `card` a field of the phone's card (`table: false`: of the
 * card only). `name` takes the width the others leave (a long name keeps to one line,
 * truncated), with an optional smaller second line (`detail`); `clipped` is cut at 9rem;
 * `amount` is right-aligned figures; `date` is figures left-aligned; `from` hides the column
 * below a width.
 */
export type LeadColumn<Row> =
  | { kind: 'reference'; labelKey: string }
  | { kind: 'status'; labelKey: string }
  | {
      kind: 'name' | 'clipped' | 'text' | 'amount' | 'date';
      labelKey: string;
      text: (row: Row) => string;
      detail?: (row: Row) => string;
      /** Classes a row's value takes besides the column's look (a value that asks for attention). */
      tone?: (row: Row) => string;
      from?: Breakpoint;
      card?: boolean;
      table?: false;
    };

/** What a product's rows are formatted with: the dealer's locale, currency and time zone, and the way to a lead. */
export interface RowContext {
  locale: Locale;
  currency: Currency;
  timeZone: TimeZone;
  detailsHref: (id: string) => string;
}

/** A product list's table: its columns, and its rows formatted once for both the table and the cards. */
export interface LeadTableOf<Summary, Row extends LeadRowBase> {
  columns: readonly LeadColumn<Row>[];
  rows: (content: readonly Summary[], context: RowContext) => Row[];
}

/** Any product's table, as a shared component takes it (its rows' own type stays the product's). */
export interface AnyLeadTable {
  columns: readonly LeadColumn<never>[];
  rows: (content: never, context: RowContext) => readonly LeadRowBase[];
}

/** A product's table from its columns and its own values as text; the link and the created date are every row's. */
export function defineLeadTable<Summary extends LeadSummaryBase, Own extends object>(table: {
  columns: readonly LeadColumn<LeadRow<Summary, Own>>[];
  format: (row: Summary, context: RowContext) => Own;
}): LeadTableOf<Summary, LeadRow<Summary, Own>> {
  return {
    columns: table.columns,
    rows: (content, context) =>
      content.map((row) => ({
        ...row,
        href: context.detailsHref(row.id),
        createdText: formatDate(row.createdAt, context.locale, context.timeZone),
        ...table.format(row, context),
      })),
  };
}

export type BadgeOf = (status: LeadStatus) => SafeHtml;

// Whole class names, so UnoCSS finds them in this file.
const SHOW_FROM: Record<Breakpoint, string> = { md: 'md:table-cell', lg: 'lg:table-cell', xl: 'xl:table-cell', '2xl': '2xl:table-cell' };
const CELL_LOOK = { text: '', clipped: '', date: '', amount: 'text-right tabular-nums' } as const;
// Figures and dates fit a card's half width at 320 px: no truncation, so no title with them whole.
const CARD_LOOK = { name: 'truncate font-medium', clipped: 'truncate', text: 'truncate', amount: 'tabular-nums', date: 'tabular-nums' } as const;
const CARD_TITLED = { name: true, clipped: true, text: true, amount: false, date: false } as const;

const classes = (...parts: string[]) => parts.filter(Boolean).join(' ');
const fromOf = (column: LeadColumn<never>) => ('from' in column ? column.from : undefined);

/** The header cell's classes (the cells of one column share their alignment and breakpoint). */
export function headerClass(column: LeadColumn<never>): string {
  const from = fromOf(column);
  return classes(from ? 'hidden' : '', 'px-3 py-3', column.kind === 'amount' ? 'text-right' : '', from ? SHOW_FROM[from] : '');
}

function cellOf<Row extends LeadRowBase>(column: LeadColumn<Row>, badge: BadgeOf): (row: Row) => SafeHtml {
  switch (column.kind) {
    case 'reference':
      return (row) => html`<td class="row-cell font-medium"><a href="${row.href}" class="row-link">${row.reference}</a></td>`;
    case 'status':
      return (row) => html`<td class="px-3 py-3">${badge(row.status)}</td>`;
    case 'name':
      return (row) => {
        const text = column.text(row);
        const detail = column.detail?.(row);
        return html`<td class="w-full max-w-0 px-3 py-3"><span class="block truncate" title="${text}">${text}</span>${detail === undefined ? '' : html`<span class="block truncate text-xs text-slate-600" title="${detail}">${detail}</span>`}</td>`;
      };
    case 'clipped': {
      const look = classes('row-cell', column.from ? 'hidden' : '', column.from ? SHOW_FROM[column.from] : '');
      return (row) => {
        const text = column.text(row);
        return html`<td class="${look}"><span class="block max-w-36 truncate" title="${text}">${text}</span></td>`;
      };
    }
    default: {
      const look = classes('row-cell', column.from ? 'hidden' : '', CELL_LOOK[column.kind], column.from ? SHOW_FROM[column.from] : '');
      const tone = column.tone;
      return tone
        ? (row) => html`<td class="${classes(look, tone(row))}">${column.text(row)}</td>`
        : (row) => html`<td class="${look}">${column.text(row)}</td>`;
    }
  }
}

/** The columns the table shows (the others are the cards' only). */
export const tableColumns = <Row>(columns: readonly LeadColumn<Row>[]): LeadColumn<Row>[] =>
  columns.filter((column) => !('table' in column) || column.table !== false);

/** Table rows, one cell per table column. */
export function leadTableRows<Row extends LeadRowBase>(rows: readonly Row[], columns: readonly LeadColumn<Row>[], badge: BadgeOf): SafeHtml {
  const cells = tableColumns(columns).map((column) => cellOf(column, badge));
  return html`${rows.map((row) => html`<tr class="hover:bg-slate-50">${cells.map((cell) => cell(row))}</tr>`)}`;
}

/** A card field's label, value and look. */
interface CardField<Row> {
  label: string;
  text: (row: Row) => string;
  look: string;
  /** A value that may be cut short carries itself whole as a title. */
  titled: boolean;
  tone?: (row: Row) => string;
}

/** The columns a card shows, with their labels (already translated). */
export function cardFields<Row>(columns: readonly LeadColumn<Row>[], label: (key: string) => string): CardField<Row>[] {
  return columns.flatMap((column) =>
    column.kind !== 'reference' && column.kind !== 'status' && column.card
      ? [{ label: label(column.labelKey), text: column.text, look: CARD_LOOK[column.kind], titled: CARD_TITLED[column.kind], tone: column.tone }]
      : [],
  );
}

/**
 * Cards: the status on the first line so a phone's first screen shows several, every field
 * with its label, each value on one line (the details page shows it whole).
 */
export function leadCards<Row extends LeadRowBase>(rows: readonly Row[], fields: readonly CardField<Row>[], statusLabel: string, badge: BadgeOf): SafeHtml {
  // The fields' cells and labels take their looks from .list-card-fields (global.css): 30 cards repeat them.
  const field = ({ label, look, titled, tone }: CardField<Row>, row: Row, value: string) => {
    const shown = tone ? classes(look, tone(row)) : look;
    return titled
      ? html`<div><dt>${label}</dt><dd class="${shown}" title="${value}">${value}</dd></div>`
      : html`<div><dt>${label}</dt><dd class="${shown}">${value}</dd></div>`;
  };
  return html`${rows.map(
    (row) =>
      html`<li class="list-card"><div class="list-card-head"><a href="${row.href}" class="list-card-link">${row.reference}</a><p class="min-w-0"><span class="sr-only">${statusLabel}: </span>${badge(row.status)}</p></div><dl class="list-card-fields">${fields.map((each) => field(each, row, each.text(row)))}</dl></li>`,
  )}`;
}
