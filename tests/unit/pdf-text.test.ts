// What every backend PDF (price tag, commission statement, statements, invoices) does with text it
// did not write itself: printed NFC and without characters that print as garbage or reorder the
// line, and put into the XMP metadata as XML text, never as markup, while the Info dictionary keeps
// the title as typed.
import { getDocumentProxy, getMeta } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { printable, taggedPdf, xmlEscaped } from '../../backend/src/business-finance/pdf/pdf-document.ts';

describe('text a PDF prints', () => {
  it('is left as it is when already safe: Nordic letters, dashes, quotes, markup characters', () => {
    for (const text of ['Volvo XC40 B4 Plus 2024, 1 200 mil', 'Åre – Øresund «Äö» æ ß', 'Kampanj: 0 % & <fri> "frakt"']) {
      expect(printable(text)).toBe(text);
    }
  });

  it('is NFC: a decomposed Å or ö prints as the letter Helvetica has', () => {
    expect(printable('A\u030arhus')).toBe('Århus');
    expect(printable('Jo\u0308rgen')).toBe('Jörgen');
  });

  it('prints CR/LF, tabs and the line and paragraph separators as one space', () => {
    expect(printable('Rad 1\r\nRad 2')).toBe('Rad 1 Rad 2');
    for (const mark of ['\n', '\r', '\t', '\v', '\f', '\u0085', '\u2028', '\u2029']) expect(printable(`A${mark}B`)).toBe('A B');
  });

  it('prints the minus sign Swedish and Finnish amounts are written with (U+2212, not in Helvetica) as a hyphen-minus', () => {
    const amount = new Intl.NumberFormat('sv-SE', { style: 'currency', currency: 'SEK' }).format(-1234.5);
    expect(amount).toContain('\u2212');
    expect(printable(amount)).toBe('-1 234,50 kr');
  });

  it('leaves out NUL, escape, delete and the C1 controls', () => {
    expect(printable('A\u0000B\u001bC\u007fD\u009bE\u0007F')).toBe('ABCDEF');
  });

  it('leaves out bidirectional overrides, embeddings, isolates and marks, so the line reads in the order typed', () => {
    expect(printable('Bil \u202Eagilliv\u202C')).toBe('Bil agilliv');
    for (const mark of ['\u202A', '\u202B', '\u202D', '\u202E', '\u202C', '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u061C']) {
      expect(printable(`A${mark}B`)).toBe('AB');
    }
  });

  it('leaves out zero-width characters, the soft hyphen and the BOM', () => {
    for (const mark of ['\u200B', '\u200C', '\u200D', '\u2060', '\u00AD', '\uFEFF']) expect(printable(`A${mark}B`)).toBe('AB');
  });

  it("prints Intl's grouping and currency spaces as plain spaces", () => {
    expect(printable('189\u00a0900,00\u202fkr')).toBe('189 900,00 kr');
  });
});

describe('text put into the XMP metadata', () => {
  it('has &, <, >, " and \' as entities', () => {
    expect(xmlEscaped(`& < > " '`)).toBe('&amp; &lt; &gt; &quot; &apos;');
  });

  it('turns a heading that closes the title and adds an element into text', () => {
    expect(xmlEscaped('</rdf:li></rdf:Alt></dc:title><x:evil/>')).toBe('&lt;/rdf:li&gt;&lt;/rdf:Alt&gt;&lt;/dc:title&gt;&lt;x:evil/&gt;');
  });

  it('keeps a typed entity as typed (& first), and leaves text without markup characters unchanged', () => {
    expect(xmlEscaped('&lt;')).toBe('&amp;lt;');
    expect(xmlEscaped('Prisskylt: Veckans erbjudande, Åre')).toBe('Prisskylt: Veckans erbjudande, Åre');
  });
});

describe("a backend PDF's title", () => {
  it('reads back as typed from the Info dictionary and the XMP packet, with no element added to the packet', async () => {
    const title = 'Prisskylt: </rdf:li></rdf:Alt></dc:title><x:evil/> & <';
    const { doc, finish } = taggedPdf({ lang: 'sv-SE', title, author: 'Partner <Finans> & Co' });
    const bytes = await finish();
    expect(doc.info.Title).toBe(title);
    const { info, metadata } = await getMeta(await getDocumentProxy(bytes.slice()));
    expect(info).toMatchObject({ Title: title, Author: 'Partner <Finans> & Co', Subject: title });
    expect(metadata.get('dc:title')).toBe(title);
    const packet =
      Buffer.from(bytes)
        .toString('utf8')
        .match(/<\?xpacket begin[\s\S]*?<\?xpacket end="w"\?>/)?.[0] ?? '';
    expect(packet).toContain('&lt;/rdf:li&gt;&lt;/rdf:Alt&gt;&lt;/dc:title&gt;&lt;x:evil/&gt; &amp; &lt;');
    expect(packet).not.toContain('<x:evil');
    expect(packet.match(/<dc:title>/g)).toHaveLength(1);
  });

  it('leaves out a control or bidirectional character and is NFC in both places', async () => {
    const { finish } = taggedPdf({ lang: 'da-DK', title: 'A\u030arhus\u0000 \u202Eudsalg', author: 'Partner' });
    const bytes = await finish();
    const { info, metadata } = await getMeta(await getDocumentProxy(bytes.slice()));
    expect(info.Title).toBe('Århus udsalg');
    expect(metadata.get('dc:title')).toBe('Århus udsalg');
  });
});
