// @ts-check
// The bench's yardstick (scripts/bench.ts): the same Astro and adapter as the portal, nothing else.
import { defineConfig } from 'astro/config';
import cloudflare from '@astrojs/cloudflare';

export default defineConfig({
  output: 'server',
  adapter: cloudflare({ imageService: 'passthrough' }),
  session: false,
  devToolbar: { enabled: false },
});
