// A PDF's pages as a reader sees them: each page rendered to PNG (pdf.js with @napi-rs/canvas), kept
// under .tmp/pdf-pages/ for a person to look at, and measured: where the ink is on the page.
import { mkdir, writeFile } from 'node:fs/promises';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { definePDFJSModule, getDocumentProxy, renderPageAsImage } from 'unpdf';

const PAGES_DIR = '.tmp/pdf-pages';

let pdfjsDefined: Promise<void> | undefined;

/** The ink's box on a page as fractions of its width and height (0 top/left, 1 bottom/right). */
interface InkBox {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export interface RenderedPage {
  file: string;
  width: number;
  height: number;
  ink: InkBox;
}

/** Not white: any channel below 200 of 255. */
const isInk = (data: Uint8ClampedArray, index: number) => data[index]! < 200 || data[index + 1]! < 200 || data[index + 2]! < 200;

async function inkBox(png: Uint8Array): Promise<{ width: number; height: number; ink: InkBox }> {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  const { data, width, height } = context.getImageData(0, 0, image.width, image.height);
  let top = height,
    bottom = -1,
    left = width,
    right = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!isInk(data, (y * width + x) * 4)) continue;
      if (y < top) top = y;
      if (y > bottom) bottom = y;
      if (x < left) left = x;
      if (x > right) right = x;
    }
  }
  return { width, height, ink: { top: top / height, bottom: (bottom + 1) / height, left: left / width, right: (right + 1) / width } };
}

/** Renders every page of `bytes` to `${PAGES_DIR}/${name}-<page>.png` and measures its ink. */
export async function renderPages(bytes: Uint8Array, name: string): Promise<RenderedPage[]> {
  pdfjsDefined ??= definePDFJSModule(() => import('pdfjs-dist/legacy/build/pdf.mjs'));
  await pdfjsDefined;
  await mkdir(PAGES_DIR, { recursive: true });
  const pages: RenderedPage[] = [];
  const { numPages } = await getDocumentProxy(bytes.slice());
  for (let page = 1; page <= numPages; page++) {
    const png = new Uint8Array(
      (await renderPageAsImage(await getDocumentProxy(bytes.slice()), page, { canvasImport: () => import('@napi-rs/canvas'), scale: 1.5 })) as ArrayBuffer,
    );
    const file = `${PAGES_DIR}/${name}-${page}.png`;
    await writeFile(file, png);
    pages.push({ file, ...(await inkBox(png)) });
  }
  return pages;
}
