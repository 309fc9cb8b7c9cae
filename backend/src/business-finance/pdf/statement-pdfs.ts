// The statements as PDFs, in the dealer's language and currency: the month's interest per car
// (transactions/monthly-statement/{period}/pdf) and the active statement of the cars financed now
// (leads/engagement-report). Their totals are the sums of the rows they show.
import type { MonthlyStatement } from '../../../../src/lib/api/business-finance-invoices-schemas.ts';
import type { DocumentDealer as Dealer } from '../dealer.ts';
import type { EngagementReport } from '../engagement-report.ts';
import { renderPdf } from './pdf-document.ts';
import { formatsOf, PDF_TEXTS } from './pdf-texts.ts';


const dealerLine = (dealer: Dealer) => `${dealer.name}, ${PDF_TEXTS[dealer.country].organizationNumber} ${dealer.organizationNumber}`;

export function monthlyStatementPdf(statement: MonthlyStatement, dealer: Dealer): Promise<Uint8Array> {
  const texts = PDF_TEXTS[dealer.country];
  const format = formatsOf(dealer.country, statement.currency);
  const title = texts.monthlyTitle(format.month(statement.period));
  return renderPdf({ lang: texts.lang, title }, (pdf) => {
    pdf.heading(title);
    pdf.paragraph(dealerLine(dealer));
    pdf.table([texts.car, texts.agreement, texts.days, texts.interest], [
      ...statement.lines.map((line) => [line.vehicle, line.reference, String(line.days), format.money(line.interest)]),
      [texts.total, '', '', format.money(statement.total)],
    ], [false, false, true, true]);
  });
}

export function engagementReportPdf(report: EngagementReport, dealer: Dealer): Promise<Uint8Array> {
  const texts = PDF_TEXTS[dealer.country];
  const format = formatsOf(dealer.country, report.currency);
  return renderPdf({ lang: texts.lang, title: texts.engagementTitle }, (pdf) => {
    pdf.heading(texts.engagementTitle);
    pdf.paragraph(dealerLine(dealer));
    pdf.paragraph(`${texts.asOf(format.date(report.date))}. ${texts.activeCars(report.cars.length)}`);
    pdf.table([texts.car, texts.agreement, texts.creditAmount, texts.usedDays, texts.maxDays, texts.interestSoFar], [
      ...report.cars.map((car) => [car.vehicle, car.reference, format.money(car.creditAmount), String(car.usedDays), String(car.maxCreditDays),
        format.money(car.interest)]),
      [texts.total, '', format.money(report.totalCredit), '', '', format.money(report.totalInterest)],
    ], [false, false, true, true, true, true]);
  });
}
