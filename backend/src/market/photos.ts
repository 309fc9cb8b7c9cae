// The ads' pictures, drawn here as SVG (no outside host, nothing to download): the car in its
// colour from the side, the front, the back and inside, captioned with make, model and year.
// GET /static/market/ads/{adId}/{n}.svg, no bearer token (an <img> sends none); unknown → 404.
import { Hono } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import { findAd, type AdRow } from './ad-store.ts';

export const CAR_COLOURS: Record<string, string> = {
  BLACK: '#1f2328',
  WHITE: '#f4f5f7',
  GREY: '#7d848c',
  SILVER: '#c3c8ce',
  BLUE: '#2d5d9f',
  RED: '#b3262e',
  GREEN: '#3f6b48',
  BEIGE: '#d8c8a8',
  BROWN: '#6e4b33',
  YELLOW: '#e0b530',
};

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

const wheels = (y: number, xs: number[]) =>
  xs.map((x) => `<circle cx="${x}" cy="${y}" r="38" fill="#222"/><circle cx="${x}" cy="${y}" r="17" fill="#9aa0a6"/>`).join('');

const VIEWS: ((paint: string) => string)[] = [
  // side
  (
    paint,
  ) => `<path d="M90 330 L120 255 Q140 225 190 220 L280 215 Q320 165 380 160 L520 160 Q580 165 630 215 L700 225 Q740 235 745 275 L750 330 Z" fill="${paint}" stroke="#333" stroke-width="3"/>
    <path d="M300 215 Q330 178 382 175 L445 175 L445 215 Z M460 175 L518 175 Q565 180 605 215 L460 215 Z" fill="#a9c6dd" stroke="#333" stroke-width="2"/>
    ${wheels(335, [230, 620])}`,
  // front
  (paint) => `<path d="M220 340 L230 230 Q250 170 330 160 L470 160 Q550 170 570 230 L580 340 Z" fill="${paint}" stroke="#333" stroke-width="3"/>
    <path d="M265 230 Q285 185 335 180 L465 180 Q515 185 535 230 Z" fill="#a9c6dd" stroke="#333" stroke-width="2"/>
    <rect x="330" y="275" width="140" height="32" rx="6" fill="#2a2a2a"/><ellipse cx="270" cy="262" rx="28" ry="14" fill="#fff7d6" stroke="#333"/>
    <ellipse cx="530" cy="262" rx="28" ry="14" fill="#fff7d6" stroke="#333"/><rect x="235" y="340" width="50" height="35" fill="#222"/><rect x="515" y="340" width="50" height="35" fill="#222"/>`,
  // back
  (paint) => `<path d="M220 340 L228 220 Q245 168 330 160 L470 160 Q555 168 572 220 L580 340 Z" fill="${paint}" stroke="#333" stroke-width="3"/>
    <path d="M268 225 Q290 188 338 182 L462 182 Q510 188 532 225 Z" fill="#a9c6dd" stroke="#333" stroke-width="2"/>
    <rect x="240" y="250" width="55" height="22" rx="4" fill="#c0262e"/><rect x="505" y="250" width="55" height="22" rx="4" fill="#c0262e"/>
    <rect x="350" y="290" width="100" height="26" fill="#fff" stroke="#333"/><rect x="235" y="340" width="50" height="35" fill="#222"/><rect x="515" y="340" width="50" height="35" fill="#222"/>`,
  // inside
  (paint) => `<rect x="60" y="120" width="680" height="110" rx="20" fill="#cfd8e0"/><path d="M60 230 L740 230 L740 400 L60 400 Z" fill="#3a3d42"/>
    <circle cx="260" cy="300" r="70" fill="none" stroke="#15171a" stroke-width="18"/><rect x="370" y="250" width="140" height="80" rx="8" fill="#15171a"/>
    <rect x="380" y="258" width="120" height="64" rx="4" fill="#2f6fb0"/><rect x="560" y="270" width="150" height="40" rx="6" fill="${paint}" stroke="#15171a"/>`,
];

/** The n-th picture (1-based) of the ad: an SVG document. */
function adPhotoSvg(ad: Pick<AdRow, 'make' | 'model' | 'model_year' | 'colour'>, n: number): string {
  const paint = CAR_COLOURS[ad.colour] ?? CAR_COLOURS.GREY!;
  const caption = escapeXml(`${ad.make} ${ad.model} ${ad.model_year}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 450" width="800" height="450" role="img" aria-label="${caption}">
  <rect width="800" height="450" fill="#e9edf1"/><rect y="380" width="800" height="70" fill="#c9cfd5"/>
  ${VIEWS[(n - 1) % VIEWS.length]!(paint)}
  <text x="24" y="428" font-family="sans-serif" font-size="24" fill="#1f2328">${caption}</text>
</svg>`;
}

export function marketPhotoRoutes(db: DatabaseSync) {
  return new Hono().get('/ads/:adId/:photo{[1-9]\\.svg}', (c) => {
    const ad = findAd(db, c.req.param('adId'));
    const n = Number(c.req.param('photo').slice(0, 1));
    if (!ad || n > ad.photo_count) return c.json({ error: { code: 'NOT_FOUND' } }, 404);
    return c.body(adPhotoSvg(ad, n), 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
      // An SVG opened on its own could run script: this one has none, and may not.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      'X-Content-Type-Options': 'nosniff',
      // The portal shows them from its own origin.
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
  });
}
