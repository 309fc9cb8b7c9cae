// The statements as PDFs, in the dealer's language and currency: the month's interest per car
// (transactions/monthly-statement/{period}/pdf) and the active statement of the cars financed now
// (leads/engagement-report). Their totals are the sums of the rows they show.
import type { MonthlyStatement } from '../../../../src/lib/api/business-finance-invoices-schemas.ts';
import type { DocumentDealer as Dealer } from '../dealer.ts';
import type { EngagementReport } from '../engagement-report.ts';
import { dealerStatementPdf } from './dealer-statement.ts';
import { formatsOf, PDF_TEXTS } from './pdf-texts.ts';

/** A car without plates (a Danish stock car may have none). */
const NO_PLATE = '–';

export function monthlyStatementPdf(statement: MonthlyStatement, dealer: Dealer): Promise<Uint8Array> {
  const texts = PDF_TEXTS[dealer.country];
  const format = formatsOf(dealer.country, statement.currency);
  const title = texts.monthlyTitle(format.month(statement.period));
  return dealerStatementPdf(dealer, title, (pdf) => {
    pdf.table(
      [texts.car, texts.plateColumn, texts.agreement, texts.days, texts.interest],
      [
        ...statement.lines.map((line) => [line.vehicle, line.numberPlate ?? NO_PLATE, line.reference, String(line.days), format.money(line.interest)]),
        [texts.total, '', '', '', format.money(statement.total)],
      ],
      [false, false, false, true, true],
      [0.38, 0.14, 0.16, 0.1, 0.22],
    );
  });
}

export function engagementReportPdf(report: EngagementReport, dealer: Dealer): Promise<Uint8Array> {
  const texts = PDF_TEXTS[dealer.country];
  const format = formatsOf(dealer.country, report.currency);
  return dealerStatementPdf(dealer, texts.engagementTitle, (pdf) => {
    pdf.paragraph(`${texts.asOf(format.date(report.date))}. ${texts.activeCars(report.cars.length)}`);
    pdf.table(
      [texts.car, texts.plateColumn, texts.agreement, texts.creditAmount, texts.usedDays, texts.maxDays, texts.interestSoFar],
      [
        ...report.cars.map((car) => [
          car.vehicle,
          car.numberPlate ?? NO_PLATE,
          car.reference,
          format.money(car.creditAmount),
          String(car.usedDays),
          String(car.maxCreditDays),
          format.money(car.interest),
        ]),
        [texts.total, '', '', format.money(report.totalCredit), '', '', format.money(report.totalInterest)],
      ],
      [false, false, false, true, true, true, true],
      [0.24, 0.11, 0.12, 0.16, 0.11, 0.11, 0.15],
    );
  });
}
