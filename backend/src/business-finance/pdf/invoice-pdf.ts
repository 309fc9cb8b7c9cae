// GET invoices/{invoiceId}/pdf: the invoice as the dealer files and pays it, in the dealer's language
// and currency: the dealer, the car, the lines, the total and how to pay.
import type { Invoice } from '../../../../src/lib/api/business-finance-invoices-schemas.ts';
import type { DocumentDealer } from '../dealer.ts';
import { renderPdf } from './pdf-document.ts';
import { formatsOf, letterOf, PDF_TEXTS } from './pdf-texts.ts';

export interface InvoicedCar {
  name: string;
  numberPlate: string | null;
  vin: string;
  reference: string;
}

export function invoicePdf(invoice: Invoice, dealer: DocumentDealer, car: InvoicedCar): Promise<Uint8Array> {
  const { country } = dealer;
  const texts = PDF_TEXTS[country];
  const format = formatsOf(country, invoice.currency);
  const title = `${texts.invoiceTitle} ${invoice.number}`;
  return renderPdf(letterOf(country, title), (pdf) => {
    pdf.heading(title);
    pdf.paragraph(`${texts.invoiceNumber}: ${invoice.number}`);
    pdf.paragraph(`${texts.issueDate}: ${format.date(invoice.issueDate)}   ${texts.dueDate}: ${format.date(invoice.dueDate)}`);
    pdf.paragraph(`${texts.customer}: ${dealer.name}, ${texts.organizationNumber} ${dealer.organizationNumber}`);
    pdf.paragraph(`${texts.car}: ${car.name}${car.numberPlate ? `, ${texts.numberPlate} ${car.numberPlate}` : ''}, ${texts.vin} ${car.vin}`);
    pdf.paragraph(`${texts.agreement}: ${car.reference}`);
    pdf.table(
      [texts.description, texts.amount],
      [...invoice.lines.map((line) => [texts.line(line), format.money(line.amount)]), [texts.toPay, format.money(invoice.total)]],
      [false, true],
      [0.7, 0.3],
    );
    pdf.paragraph(texts.payment(invoice.paymentReference, format.money(invoice.total)));
  });
}
