// The price tag as a tagged PDF (pdfkit): an A4 page or a smaller landscape sign (A5) for a car in
// the showroom, filled top to bottom. The monthly cost comes from the same pricing as the apply form
// (monthlyCostFor); the representative example, the CCD2 warning, the seller and the lender in the
// country's language; a QR code (with its URL as alternative text) that opens the apply form with the
// amount and term filled in.
import type { MonthlyCost } from '../../../../src/lib/api/blanco.ts';
import { tagMonthlyCost, type PriceTagQuery } from '../../../../src/lib/api/price-tag.ts';
import type { CountryCode } from '../../../../src/lib/api/schemas.ts';
import { printable, taggedPdf } from '../../business-finance/pdf/pdf-document.ts';
import type { DocumentDealer } from '../../business-finance/dealer.ts';
import { ISSUERS } from '../../business-finance/pdf/issuer.ts';
import { formatsOf } from '../../business-finance/pdf/pdf-texts.ts';
import { percentIn, priceTagTextsFor } from './price-tag-texts.ts';
import { qrPng } from './qr-png.ts';

export interface PriceTag {
  country: CountryCode;
  currency: string;
  query: PriceTagQuery;
  cost: MonthlyCost;
  /** The portal's apply form with amount and term, on the dealer's country host. */
  applyUrl: string;
  /** The dealer who sells the car. */
  seller: Pick<DocumentDealer, 'name'>;
  /** YYYY-MM-DD: the day the example was worked out. */
  date: string;
}

const LAYOUTS = {
  A4: { size: 'A4', layout: 'portrait', margin: 50, qr: 170, heading: 40, large: 80, body: 20, example: 10.5, small: 9 },
  SIGN: { size: 'A5', layout: 'landscape', margin: 28, qr: 118, heading: 26, large: 42, body: 12.5, example: 8, small: 7.5 },
} as const;

/**
 * The tag: on top the car, its prices in whole kronor/euros and the monthly cost in large figures
 * (tagMonthlyCost) beside the QR code; at the foot of the page the representative example to the öre/cent, who sells the
 * car, the lender (name, organisation number, address) and the day of the example.
 */
export function priceTagPdf(tag: PriceTag): Promise<Uint8Array> {
  const texts = priceTagTextsFor(tag.country, tag.query.language);
  const issuer = ISSUERS[tag.country];
  const { wholeMoney, moneyAsIs, date } = formatsOf(tag.country, tag.currency);
  const percent = percentIn(texts.lang);
  const { query, cost } = tag;
  const look = LAYOUTS[query.format];
  const { doc, root, finish } = taggedPdf({
    size: look.size,
    layout: look.layout,
    margin: look.margin,
    lang: texts.lang,
    title: `${texts.title}: ${query.heading}`,
    author: issuer.name,
    subject: texts.title,
  });
  const left = doc.page.margins.left;
  const fullWidth = doc.page.width - left - doc.page.margins.right;
  const qrLeft = doc.page.width - doc.page.margins.right - look.qr;
  const textWidth = qrLeft - left - 16;
  const example = texts.example({
    cashPrice: wholeMoney(query.cashPrice),
    downPayment: wholeMoney(query.downPayment),
    credit: wholeMoney(cost.credit),
    term: cost.term,
    rate: percent(cost.interestRate),
    setupFee: moneyAsIs(cost.setupFee),
    monthlyFee: moneyAsIs(cost.monthlyFee),
    apr: percent(cost.effectiveRate),
    monthly: moneyAsIs(cost.monthlyCost),
    total: moneyAsIs(cost.totalCost),
  });
  type Line = [text: string, type: 'H1' | 'H2' | 'P', font: string, size: number, width: number, gap: number, indent?: number];
  // The top beside the QR code (the heading, the car, its prices), then below it across the page.
  const besideQr = (scale: number): Line[] => [
    [query.heading, 'H1', 'Helvetica-Bold', look.heading * scale, textWidth, 0.4],
    ...(query.vehicle === '' ? [] : [[query.vehicle, 'P', 'Helvetica', look.body * scale, textWidth, 0.3] as Line]),
    [`${texts.cashPrice} ${wholeMoney(query.cashPrice)}`, 'P', 'Helvetica', look.body * scale, textWidth, 0.1],
    [`${texts.downPayment} ${wholeMoney(query.downPayment)}`, 'P', 'Helvetica', look.body * scale, textWidth, 0.5],
  ];
  const belowQr = (scale: number): Line[] => [
    [texts.perMonth(wholeMoney(tagMonthlyCost(cost.monthlyCost))), 'P', 'Helvetica-Bold', look.large * scale, fullWidth, 0.2],
    [texts.termLine(cost.term, percent(cost.effectiveRate)), 'P', 'Helvetica', look.body * scale, fullWidth, 0.6],
  ];
  // Sweden's warning stands beside a red triangle at least three of its lines high (KOVFS 2025:1):
  // a line of Helvetica is about 1.16 times its size, and the triangle is 0.87 times as high as wide.
  const symbolSize = (scale: number) => (texts.warningSymbol ? (look.body * scale * 1.16 * 3) / 0.87 : 0);
  const warningLines = (scale: number): Line[] => {
    const indent = symbolSize(scale) === 0 ? 0 : symbolSize(scale) + look.body * scale * 0.6;
    const width = fullWidth - indent;
    return [
      [texts.warning, 'P', 'Helvetica-Bold', look.body * scale, width, texts.warningDetail ? 0.15 : 0.3, indent],
      ...(texts.warningDetail ? [[texts.warningDetail, 'P', 'Helvetica', Math.max(look.example, look.body * scale * 0.6), width, 0.3, indent] as Line] : []),
    ];
  };
  const footLines: Line[] = [
    [texts.exampleHeading, 'H2', 'Helvetica-Bold', look.example + 1, fullWidth, 0.2],
    [example, 'P', 'Helvetica', look.example, fullWidth, 0.6],
    ...[texts.seller(tag.seller.name), texts.lender(issuer.name, issuer.organizationNumber, issuer.address), texts.asOf(date(tag.date))].map((line): Line => [
      line,
      'P',
      'Helvetica',
      look.small,
      fullWidth,
      0,
    ]),
  ];
  const heightOf = (lines: Line[]) =>
    lines.reduce(
      (sum, [text, , font, size, width, gap]) =>
        sum + doc.font(font).fontSize(size).heightOfString(printable(text), { width }) + doc.currentLineHeight(true) * gap,
      0,
    );
  const write = ([text, type, font, size, width, gap, indent = 0]: Line) => {
    doc
      .font(font)
      .fontSize(size)
      .text(printable(text), left + indent, undefined, { structParent: root, structType: type, width })
      .moveDown(gap);
  };
  const warningHeight = (scale: number) => Math.max(heightOf(warningLines(scale)), symbolSize(scale) + look.body * scale * 0.3);
  const writeWarning = (scale: number) => {
    const warningTop = doc.y;
    for (const line of warningLines(scale)) write(line);
    const size = symbolSize(scale);
    if (size === 0) return;
    drawWarningSymbol(left, warningTop, size);
    doc.x = left;
    doc.y = Math.max(doc.y, warningTop + warningHeight(scale));
  };
  const drawWarningSymbol = (x: number, y: number, size: number) => {
    const height = size * 0.87;
    // Decoration for a reader of the tagged PDF: the words beside it say the same.
    doc.markContent('Artifact', { type: 'Layout' });
    doc
      .save()
      .polygon([x + size / 2, y], [x + size, y + height], [x, y + height])
      .fill('#c8102e');
    doc.rect(x + size * 0.45, y + height * 0.32, size * 0.1, height * 0.38).fill('#ffffff');
    doc.rect(x + size * 0.45, y + height * 0.77, size * 0.1, size * 0.1).fill('#ffffff');
    doc.restore();
    doc.endMarkedContent();
  };

  const top = doc.y;
  const bottom = doc.page.height - doc.page.margins.bottom;
  // One line to spare: pdfkit starts a new page for a line that would touch the bottom margin.
  const footHeight = heightOf(footLines) + look.small * 1.5;
  const qrHeight = look.qr + look.small * 3;
  // A long heading or car name shrinks the top until the whole tag fits its one page.
  const headHeight = (factor: number) => Math.max(heightOf(besideQr(factor)), qrHeight) + heightOf(belowQr(factor)) + warningHeight(factor);
  const scale = [1, 0.85, 0.7, 0.55, 0.4].find((factor) => top + headHeight(factor) + look.example * 2 + footHeight <= bottom) ?? 0.4;

  const { png } = qrPng(tag.applyUrl);
  root.add(
    doc.struct('Figure', { alt: texts.qrAlt(tag.applyUrl) }, () => {
      doc.image(png, qrLeft, top, { width: look.qr, height: look.qr });
    }),
  );
  doc.font('Helvetica').fontSize(look.small);
  doc.text(printable(texts.qrCaption), qrLeft, top + look.qr + 4, { structParent: root, structType: 'P', width: look.qr, align: 'center' });
  doc.x = left;
  doc.y = top;
  for (const line of besideQr(scale)) write(line);
  doc.y = Math.max(doc.y, top + qrHeight);
  for (const line of belowQr(scale)) write(line);
  writeWarning(scale);

  // The foot of the page: written from where it ends at the bottom margin.
  doc.y = Math.max(doc.y + look.example, top + qrHeight, bottom - footHeight);
  doc
    .moveTo(left, doc.y - look.example * 0.6)
    .lineTo(left + fullWidth, doc.y - look.example * 0.6)
    .lineWidth(0.75)
    .stroke();
  for (const line of footLines) write(line);

  return finish();
}
