// The page's live events in a nanostore (ADR 0060): the one small client (live.ts) puts each
// event here; islands (useStore) and the page's own scripts (subscribe) read it.
import { atom } from 'nanostores';
import type { LiveEvent } from '../dealer-state/live-events';

export const $liveEvent = atom<LiveEvent | null>(null);
