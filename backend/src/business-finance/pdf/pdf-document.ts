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

/** Intl's grouping and currency spaces (U+00A0, U+202F) as plain spaces: Helvetica's encoding lacks U+202F. */
export const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

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
    info: { Title: options.title, Author: options.author, Subject: options.subject ?? options.title },
  });
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
      doc.font('Helvetica-Bold').fontSize(16).text(plain(text), { structParent: root, structType: 'H1' }).moveDown(0.5);
    },
    paragraph: (text) => {
      doc.font('Helvetica').fontSize(10).text(plain(text), { structParent: root, structType: 'P' }).moveDown(0.3);
    },
    table: (header, rows, numeric) => {
      doc.moveDown(0.5).font('Helvetica').fontSize(9);
      const align = (column: number) => ({ x: numeric[column] ? 'right' as const : 'left' as const });
      const cells = (row: string[], type: 'TH' | 'TD'): PDFKit.Mixins.CellOptions[] => row.map((text, column) =>
        ({ text: plain(text), type, align: align(column), ...(type === 'TH' ? { font: { family: 'Helvetica-Bold' } } : {}) }));
      // structParent is in pdfkit's table options (it makes Table, TR, TH and TD elements) but not in its types.
      const tableOptions: PDFKit.Mixins.TableOptionsWithData & { structParent: typeof root } =
        { data: [cells(header, 'TH'), ...rows.map((row) => cells(row, 'TD'))], structParent: root };
      doc.table(tableOptions);
      doc.moveDown(0.5).x = doc.page.margins.left;
    },
  });
  return finish();
}
