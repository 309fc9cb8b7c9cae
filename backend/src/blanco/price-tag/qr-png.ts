// The QR code of a price tag as a PNG (8-bit greyscale, whole pixels per module, a 4-module quiet
// zone): pdfkit embeds it losslessly, and a reader (or a test) can take it out of the PDF and decode it.
import { crc32, deflateSync } from 'node:zlib';
import { encode } from 'uqr';

const QUIET_ZONE = 4;
const PIXELS_PER_MODULE = 8;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** The PNG of `text` as a QR code (error correction M), and its width in modules with the quiet zone. */
export function qrPng(text: string): { png: Buffer; modules: number } {
  const { data, size } = encode(text, { ecc: 'M', border: 0 });
  const modules = size + 2 * QUIET_ZONE;
  const width = modules * PIXELS_PER_MODULE;
  const dark = (x: number, y: number) => {
    const column = Math.floor(x / PIXELS_PER_MODULE) - QUIET_ZONE;
    const row = Math.floor(y / PIXELS_PER_MODULE) - QUIET_ZONE;
    return data[row]?.[column] === true;
  };
  const rows = Buffer.alloc(width * (width + 1), 0xff);
  for (let y = 0; y < width; y++) {
    rows[y * (width + 1)] = 0; // filter: none
    for (let x = 0; x < width; x++) if (dark(x, y)) rows[y * (width + 1) + 1 + x] = 0;
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(width, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, deflate, no filter method, no interlace
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { png, modules };
}
