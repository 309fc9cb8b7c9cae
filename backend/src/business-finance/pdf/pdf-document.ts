// A tagged PDF (pdfkit, `tagged: true`): document language and title, headings, paragraphs and tables
// as structure elements, so screen readers read the statements and invoices in order. The standard
// Helvetica is used (no font file in the repository), which pdfkit cannot embed: that keeps the PDFs
// short of full PDF/UA (docs/decisions/0032).
import PDFDocument from 'pdfkit';
import type { Issuer } from './issuer.ts';

export interface PdfWriter {
  heading: (text: string) => void;
  paragraph: (text: string) => void;
  /**
   * A table across the page: the header row (TH) then the rows (TD), the last one (a total) in bold;
   * numbers right-aligned where `numeric` says; `widths`, each column's share of the page's width.
   */
  table: (header: string[], rows: string[][], numeric: boolean[], widths: number[]) => void;
}

/**
 * Text as a PDF prints it, whoever wrote it (a dealer, the API, our own texts): NFC, as Helvetica has
 * Å but not A and a combining ring; line breaks and Intl's grouping and currency spaces (U+00A0,
 * U+202F, which Helvetica's encoding lacks) as plain spaces; the minus sign Intl writes in Swedish and
 * Finnish (U+2212, also missing) as a hyphen-minus, which a reader and a spreadsheet read as minus; other controls and format characters
 * (bidirectional overrides, zero-width, soft hyphen, BOM) left out, as they print as garbage or
 * reorder what the reader sees.
 */
export const printable = (text: string) =>
  text
    .normalize('NFC')
    .replace(/[\t\n\v\f\r\u0085\u2028\u2029]+/g, ' ')
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\u2212/g, '-')
    .replace(/[\p{Cc}\p{Cf}]/gu, '');

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/**
 * Text as XML character data or an attribute value.
 * @internal exported for its unit tests
 */
export const xmlEscaped = (text: string) => text.replace(/[&<>"']/g, (character) => XML_ENTITIES[character]!);

/**
 * pdfkit writes doc.info twice as the document ends: first the Info dictionary (PDF strings it
 * escapes itself), then, in _addInfo, the XMP packet, where it pastes the values into the XML as
 * they are. So _addInfo runs with XML-escaped copies and doc.info keeps the real text.
 */
function escapeXmpInfo(doc: PDFKit.PDFDocument) {
  const withXmp = doc as PDFKit.PDFDocument & { _addInfo?: () => void };
  const addInfo = withXmp._addInfo;
  if (typeof addInfo !== 'function') throw new Error('pdfkit no longer writes the XMP packet in _addInfo: check how it escapes doc.info');
  withXmp._addInfo = () => {
    const { info } = doc;
    doc.info = Object.fromEntries(
      Object.entries(info).map(([key, value]) => [key, typeof value === 'string' ? xmlEscaped(value) : value]),
    ) as PDFKit.DocumentInfo;
    try {
      addInfo.call(doc);
    } finally {
      doc.info = info;
    }
  };
}

interface TaggedPdfOptions {
  lang: string;
  title: string;
  author: string;
  subject?: string;
  size?: string;
  layout?: 'portrait' | 'landscape';
  margin?: number;
}

/** A tagged pdfkit document and its Document structure root; `finish` ends both and gives the bytes. */
export function taggedPdf(options: TaggedPdfOptions) {
  const doc = new PDFDocument({
    size: options.size ?? 'A4',
    layout: options.layout ?? 'portrait',
    margin: options.margin ?? 50,
    tagged: true,
    lang: options.lang,
    displayTitle: true,
    pdfVersion: '1.7',
    info: { Title: printable(options.title), Author: printable(options.author), Subject: printable(options.subject ?? options.title) },
  });
  escapeXmpInfo(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const root = doc.struct('Document');
  doc.addStructure(root);
  const finish = async (): Promise<Uint8Array> => {
    root.end();
    doc.end();
    await ended;
    return new Uint8Array(Buffer.concat(chunks));
  };
  return { doc, root, finish };
}

export interface LetterOptions {
  lang: string;
  title: string;
  /** Who sends it: named at the top, with its organisation number and address. */
  issuer: Issuer;
  /** The issuer's organisation number's name in the document's language (Organisationsnummer, Y-tunnus, CVR-nummer). */
  organizationLabel: string;
  /** "Sida", "Sivu", "Side": the running footer's page number. */
  pageLabel: string;
}

const GREY = '#4b5563';
const FOOTER_SIZE = 8;

/**
 * The running footer (title and page number) as an artifact, so a screen reader reads it once in the
 * title, not on every page; drawn with the bottom margin lifted, so it never starts a new page.
 */
function drawFooter(doc: PDFKit.PDFDocument, text: string) {
  const { margins } = doc.page;
  const bottom = margins.bottom;
  const y = doc.page.height - bottom + 16;
  const [x, keepY] = [doc.x, doc.y];
  margins.bottom = 0;
  doc.markContent('Artifact', { type: 'Pagination' });
  doc
    .moveTo(margins.left, y - 6)
    .lineTo(doc.page.width - margins.right, y - 6)
    .lineWidth(0.5)
    .strokeColor(GREY)
    .stroke();
  doc
    .font('Helvetica')
    .fontSize(FOOTER_SIZE)
    .fillColor(GREY)
    .text(printable(text), margins.left, y, { width: doc.page.width - margins.left - margins.right, align: 'right', lineBreak: false });
  doc.endMarkedContent();
  doc.fillColor('black').strokeColor('black');
  margins.bottom = bottom;
  doc.x = x;
  doc.y = keepY;
}

/**
 * A letter from the provider: the issuer at the top (name, organisation number, address), the title,
 * what `draw` writes (the dealer and the period or date first), and on every page a footer with the
 * title and page number.
 */
export async function renderPdf(options: LetterOptions, draw: (writer: PdfWriter) => void): Promise<Uint8Array> {
  const { issuer } = options;
  const { doc, root, finish } = taggedPdf({ lang: options.lang, title: options.title, author: issuer.name, margin: 56 });
  let pages = 0;
  const footer = () => drawFooter(doc, `${options.title} · ${options.pageLabel} ${++pages}`);
  doc.on('pageAdded', footer);
  footer();
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  doc.font('Helvetica-Bold').fontSize(15).text(printable(issuer.name), { structParent: root, structType: 'P' });
  doc
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor(GREY)
    .text(printable(`${options.organizationLabel} ${issuer.organizationNumber} · ${issuer.address}`), { structParent: root, structType: 'P' })
    .fillColor('black');
  doc.moveDown(0.6);
  doc
    .moveTo(doc.page.margins.left, doc.y)
    .lineTo(doc.page.margins.left + width, doc.y)
    .lineWidth(1)
    .stroke();
  doc.moveDown(1.4);
  draw({
    heading: (text) => {
      doc.font('Helvetica-Bold').fontSize(18).text(printable(text), { structParent: root, structType: 'H1' }).moveDown(0.6);
    },
    paragraph: (text) => {
      doc.font('Helvetica').fontSize(10.5).text(printable(text), { structParent: root, structType: 'P' }).moveDown(0.3);
    },
    table: (header, rows, numeric, widths) => {
      doc.moveDown(0.8).font('Helvetica').fontSize(9.5);
      const align = (column: number) => ({ x: numeric[column] ? ('right' as const) : ('left' as const) });
      const last = rows.length - 1;
      const cells = (row: string[], type: 'TH' | 'TD', bold: boolean): PDFKit.Mixins.CellOptions[] =>
        row.map((text, column) => ({
          text: printable(text),
          type,
          align: align(column),
          padding: [4, 5],
          ...(bold ? { font: { src: 'Helvetica-Bold' } } : {}),
        }));
      // structParent is in pdfkit's table options (it makes Table, TR, TH and TD elements) but not in its types.
      const tableOptions: PDFKit.Mixins.TableOptionsWithData & { structParent: typeof root } = {
        data: [cells(header, 'TH', true), ...rows.map((row, index) => cells(row, 'TD', index === last))],
        columnStyles: widths.map((share) => ({ width: share * width })),
        rowStyles: (row) => (row === 0 ? { backgroundColor: '#e5e7eb' } : {}),
        structParent: root,
      };
      doc.table(tableOptions);
      doc.moveDown(0.5).x = doc.page.margins.left;
    },
  });
  return finish();
}
