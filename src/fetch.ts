// The worker's request pipeline: Astro's own (astro()), with pages rendered whole rather than
// streamed. Every page waits for its data in its frontmatter, so streaming sent nothing earlier,
// and it cost 15-20 % of the worker's CPU per page in chunks encoded one by one (docs/decisions/0031).
import type { Fetchable } from 'astro';
import { FetchState, astro } from 'astro/fetch';

export default {
  async fetch(request: Request): Promise<Response> {
    const state = new FetchState(request);
    state.streaming = false;
    return astro(state);
  },
} satisfies Fetchable;
