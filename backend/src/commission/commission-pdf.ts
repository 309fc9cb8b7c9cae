// A closed month's commission statement as a tagged PDF, in the dealer's language and currency: every
// line of commissions/monthly-summary/{period} (the JSON the portal's CSV is made of), then the total,
// so the PDF's total is the sum of the CSV's lines.
import type { CommissionLine, CommissionMonth } from '../../../src/lib/api/commission-schemas.ts';
import type { CountryCode } from '../../../src/lib/api/schemas.ts';
import type { DocumentDealer } from '../business-finance/dealer.ts';
import { dealerStatementPdf } from '../business-finance/pdf/dealer-statement.ts';
import { formatsOf } from '../business-finance/pdf/pdf-texts.ts';

interface CommissionTexts {
  title: (month: string) => string;
  date: string;
  kind: string;
  reference: string;
  amount: string;
  kinds: Record<CommissionLine['kind'], string>;
  commission: string;
  adjustment: string;
  total: string;
}

const COMMISSION_PDF_TEXTS: Record<CountryCode, CommissionTexts> = {
  SE: {
    title: (month) => `Provisionsbesked ${month}`,
    date: 'Datum',
    kind: 'Typ',
    reference: 'Referens',
    amount: 'Belopp',
    kinds: { BLANCO: 'Privatlån', LEASING: 'Leasing', ADJUSTMENT: 'Justering' },
    commission: 'Provision',
    adjustment: 'Justering',
    total: 'Utbetalt',
  },
  FI: {
    title: (month) => `Provisioerittely ${month}`,
    date: 'Päivä',
    kind: 'Laji',
    reference: 'Viite',
    amount: 'Summa',
    kinds: { BLANCO: 'Kulutusluotto', LEASING: 'Leasing', ADJUSTMENT: 'Oikaisu' },
    commission: 'Provisio',
    adjustment: 'Oikaisu',
    total: 'Maksettu',
  },
  DK: {
    title: (month) => `Provisionsopgørelse ${month}`,
    date: 'Dato',
    kind: 'Type',
    reference: 'Reference',
    amount: 'Beløb',
    kinds: { BLANCO: 'Privatlån', LEASING: 'Leasing', ADJUSTMENT: 'Regulering' },
    commission: 'Provision',
    adjustment: 'Regulering',
    total: 'Udbetalt',
  },
};

export function commissionMonthPdf(month: CommissionMonth, dealer: DocumentDealer): Promise<Uint8Array> {
  const texts = COMMISSION_PDF_TEXTS[dealer.country];
  const format = formatsOf(dealer.country, month.currency);
  const title = texts.title(format.month(month.period));
  return dealerStatementPdf(dealer, title, (pdf) => {
    pdf.table(
      [texts.date, texts.kind, texts.reference, texts.amount],
      [
        ...month.lines.map((line) => [format.date(line.date), texts.kinds[line.kind], line.reference, format.money(line.amount)]),
        [texts.commission, '', '', format.money(month.commission)],
        [texts.adjustment, '', '', format.money(month.adjustment)],
        [texts.total, '', '', format.money(month.total)],
      ],
      [false, false, false, true],
      [0.2, 0.25, 0.3, 0.25],
    );
  });
}
