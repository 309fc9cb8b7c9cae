// The price tag as a tagged PDF (pdfkit): an A4 page or a smaller landscape sign (A5) for a car in
// the showroom. The monthly cost comes from the same pricing as the apply form (monthlyCostFor);
// the representative example, the CCD2 warning and the lender in the country's language; a QR code
// (with its URL as alternative text) that opens the apply form with the amount and term filled in.
import type { MonthlyCost } from '../../../../src/lib/api/blanco.ts';
import type { PriceTagQuery } from '../../../../src/lib/api/price-tag.ts';
import type { CountryCode } from '../../../../src/lib/api/schemas.ts';
import { printable, taggedPdf } from '../../business-finance/pdf/pdf-document.ts';
import { formatsOf } from '../../business-finance/pdf/pdf-texts.ts';
import { percentIn, PRICE_TAG_TEXTS } from './price-tag-texts.ts';
import { qrPng } from './qr-png.ts';

export interface PriceTag {
  country: CountryCode;
  currency: string;
  query: PriceTagQuery;
  cost: MonthlyCost;
  /** The portal's apply form with amount and term, on the dealer's country host. */
  applyUrl: string;
}

const LAYOUTS = {
  A4: { size: 'A4', layout: 'portrait', margin: 50, qr: 130, heading: 30, large: 40, body: 14, example: 11 },
  SIGN: { size: 'A5', layout: 'landscape', margin: 28, qr: 110, heading: 22, large: 30, body: 11, example: 8.5 },
} as const;

export function priceTagPdf(tag: PriceTag): Promise<Uint8Array> {
  const texts = PRICE_TAG_TEXTS[tag.country];
  const { money } = formatsOf(tag.country, tag.currency);
  const percent = percentIn(tag.country);
  const { query, cost } = tag;
  const look = LAYOUTS[query.format];
  const { doc, root, finish } = taggedPdf({
    size: look.size, layout: look.layout, margin: look.margin, lang: texts.lang,
    title: `${texts.title}: ${query.heading}`, author: texts.lender, subject: texts.title,
  });
  const left = doc.page.margins.left;
  const qrLeft = doc.page.width - doc.page.margins.right - look.qr;
  const textWidth = qrLeft - left - 16;
  const write = (text: string, type: 'H1' | 'H2' | 'P', font: string, size: number, width = textWidth) => {
    doc.font(font).fontSize(size).text(printable(text), left, undefined, { structParent: root, structType: type, width }).moveDown(0.3);
  };

  const top = doc.y;
  const { png } = qrPng(tag.applyUrl);
  root.add(doc.struct('Figure', { alt: texts.qrAlt(tag.applyUrl) }, () => {
    doc.image(png, qrLeft, top, { width: look.qr, height: look.qr });
  }));
  doc.font('Helvetica').fontSize(look.example);
  doc.text(printable(texts.qrCaption), qrLeft, top + look.qr + 4, { structParent: root, structType: 'P', width: look.qr, align: 'center' });
  doc.x = left;
  doc.y = top;

  write(query.heading, 'H1', 'Helvetica-Bold', look.heading);
  if (query.vehicle !== '') write(query.vehicle, 'P', 'Helvetica', look.body);
  write(`${texts.cashPrice} ${money(query.cashPrice)}`, 'P', 'Helvetica', look.body);
  write(`${texts.downPayment} ${money(query.downPayment)}`, 'P', 'Helvetica', look.body);
  write(texts.perMonth(money(cost.monthlyCost)), 'P', 'Helvetica-Bold', look.large);
  write(texts.termLine(cost.term, percent(cost.effectiveRate)), 'P', 'Helvetica', look.body);
  write(texts.warning, 'P', 'Helvetica-Bold', look.body);
  doc.y = Math.max(doc.y, top + look.qr + 4 + look.example * 2.5);
  const fullWidth = doc.page.width - left - doc.page.margins.right;
  write(texts.exampleHeading, 'H2', 'Helvetica-Bold', look.example + 1, fullWidth);
  write(texts.example({
    cashPrice: money(query.cashPrice), downPayment: money(query.downPayment), credit: money(cost.credit), term: cost.term,
    rate: percent(cost.interestRate), setupFee: money(cost.setupFee), monthlyFee: money(cost.monthlyFee), apr: percent(cost.effectiveRate),
    monthly: money(cost.monthlyCost), total: money(cost.totalCost), lender: texts.lender,
  }), 'P', 'Helvetica', look.example, fullWidth);

  return finish();
}
