// @ts-check
import { defineConfig } from 'astro/config';
import cloudflare from '@astrojs/cloudflare';
import react from '@astrojs/react';
import UnoCSS from 'unocss/astro';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  output: 'server',
  adapter: cloudflare({ imageService: 'passthrough' }),
  // global.css joins UnoCSS's stylesheet: imported from the layout it was under Astro's inline
  // limit, so every page carried it inline and Astro hashed it for the CSP on every request.
  integrations: [
    UnoCSS({ injectReset: true, injectExtra: [`import ${JSON.stringify(fileURLToPath(new URL('./src/styles/global.css', import.meta.url)))}`] }),
    react(),
  ],
  // Astro's own sessions are off: their ids are UUIDv4 (122 random bits) and their KV writes
  // carry no expiration. src/lib/server/session-store.server.ts keeps ours (ADR 0010, 0011).
  session: false,
  security: {
    // Off: src/middleware/security.ts refuses every cross-origin non-GET request (JSON included)
    // with the security headers on; Astro's own check ran first and answered 403 without them
    // (docs/decisions/0016).
    checkOrigin: false,
    csp: {
      algorithm: 'SHA-256',
      directives: ["default-src 'self'", "img-src 'self' data:", "font-src 'self'", "connect-src 'self'", "object-src 'none'", "base-uri 'none'"],
    },
  },
  // No Markdown pages: Shiki's inline styles would only clash with the CSP.
  markdown: { syntaxHighlight: false },
  server: { host: '127.0.0.1', port: 4321 },
  devToolbar: { enabled: false },
  vite: {
    environments: {
      // The Cloudflare adapter's process shim is meant for the worker, but its banner reached every
      // browser chunk too (about 0.5 KB gzip on a form page); the browser code only reads `process`
      // behind a typeof check.
      client: { build: { rolldownOptions: { output: { banner: '' } } } },
    },
  },
});
