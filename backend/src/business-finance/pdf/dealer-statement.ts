// A statement to a dealer (interest, engagement, commission): the title, then whom it is for.
import type { DocumentDealer } from '../dealer.ts';
import { renderPdf, type PdfWriter } from './pdf-document.ts';
import { letterOf, PDF_TEXTS } from './pdf-texts.ts';

export function dealerStatementPdf(dealer: DocumentDealer, title: string, draw: (pdf: PdfWriter) => void): Promise<Uint8Array> {
  return renderPdf(letterOf(dealer.country, title), (pdf) => {
    pdf.heading(title);
    pdf.paragraph(`${dealer.name}, ${PDF_TEXTS[dealer.country].organizationNumber} ${dealer.organizationNumber}`);
    draw(pdf);
  });
}
