// The worker's entry: Astro's handler, and the Durable Object class wrangler.toml binds (ADR 0060).
import { handle } from '@astrojs/cloudflare/handler';

export { DealerState } from './lib/dealer-state/dealer-state.do';

export default { fetch: handle };
