// @ts-check
import { defineConfig, sessionDrivers } from 'astro/config';
import cloudflare from '@astrojs/cloudflare';
import react from '@astrojs/react';
import UnoCSS from 'unocss/astro';

export default defineConfig({
  output: 'server',
  adapter: cloudflare({ imageService: 'passthrough' }),
  integrations: [UnoCSS({ injectReset: true }), react()],
  session: {
    driver: sessionDrivers.cloudflareKVBinding({ binding: 'SESSION' }),
    // The provider's cookies are _session/_interaction (or op_*): ours must differ.
    cookie: { name: 'pp_session', sameSite: 'lax', path: '/' },
    ttl: 60 * 60 * 12,
  },
  security: {
    // Off: src/middleware/security.ts refuses every cross-origin non-GET request (JSON included)
    // with the security headers on; Astro's own check ran first and answered 403 without them
    // (docs/decisions/0016).
    checkOrigin: false,
    csp: {
      algorithm: 'SHA-256',
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
      ],
    },
  },
  // No Markdown pages: Shiki's inline styles would only clash with the CSP.
  markdown: { syntaxHighlight: false },
  server: { host: '127.0.0.1', port: 4321 },
  devToolbar: { enabled: false },
});
