// A tagged PDF (pdfkit, `tagged: true`): document language and title, headings, paragraphs and tables
// as structure elements, so screen readers read the statements and invoices in order. The standard
// Helvetica is used (no font file in the repository), which pdfkit cannot embed: that keeps the PDFs
// short of full PDF/UA (docs/decisions/0032).
import PDFDocument from 'pdfkit';

export interface PdfWriter {
  heading: (text: string) => void;
  paragraph: (text: string) => void;
  /** A table: the header row (TH) then the rows (TD); numbers right-aligned where `numeric` says. */
  table: (header: string[], rows: string[][], numeric: boolean[]) => void;
}

/**
 * Text as a PDF prints it, whoever wrote it (a dealer, the API, our own texts): NFC, as Helvetica has
 * Å but not A and a combining ring; line breaks and Intl's grouping and currency spaces (U+00A0,
 * U+202F, which Helvetica's encoding lacks) as plain spaces; other controls and format characters
 * (bidirectional overrides, zero-width, soft hyphen, BOM) left out, as they print as garbage or
 * reorder what the reader sees.
 */
export const printable = (text: string) => text.normalize('NFC')
  .replace(/[\t\n\v\f\r\u0085\u2028\u2029]+/g, ' ')
  .replace(/[\u00a0\u202f]/g, ' ')
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
    doc.info = Object.fromEntries(Object.entries(info)
      .map(([key, value]) => [key, typeof value === 'string' ? xmlEscaped(value) : value])) as PDFKit.DocumentInfo;
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
    size: options.size ?? 'A4', layout: options.layout ?? 'portrait', margin: options.margin ?? 50,
    tagged: true, lang: options.lang, displayTitle: true, pdfVersion: '1.7',
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

export async function renderPdf(options: { lang: string; title: string }, draw: (writer: PdfWriter) => void): Promise<Uint8Array> {
  const { doc, root, finish } = taggedPdf({ ...options, author: 'Partner Portal' });
  draw({
    heading: (text) => {
      doc.font('Helvetica-Bold').fontSize(16).text(printable(text), { structParent: root, structType: 'H1' }).moveDown(0.5);
    },
    paragraph: (text) => {
      doc.font('Helvetica').fontSize(10).text(printable(text), { structParent: root, structType: 'P' }).moveDown(0.3);
    },
    table: (header, rows, numeric) => {
      doc.moveDown(0.5).font('Helvetica').fontSize(9);
      const align = (column: number) => ({ x: numeric[column] ? 'right' as const : 'left' as const });
      const cells = (row: string[], type: 'TH' | 'TD'): PDFKit.Mixins.CellOptions[] => row.map((text, column) =>
        ({ text: printable(text), type, align: align(column), ...(type === 'TH' ? { font: { family: 'Helvetica-Bold' } } : {}) }));
      // structParent is in pdfkit's table options (it makes Table, TR, TH and TD elements) but not in its types.
      const tableOptions: PDFKit.Mixins.TableOptionsWithData & { structParent: typeof root } =
        { data: [cells(header, 'TH'), ...rows.map((row) => cells(row, 'TD'))], structParent: root };
      doc.table(tableOptions);
      doc.moveDown(0.5).x = doc.page.margins.left;
    },
  });
  return finish();
}
