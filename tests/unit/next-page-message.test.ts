// A message for the next page travels in the session, not the address (issue 24): the page it is
// for takes it once; another page leaves it; after a minute it is gone for every page.
import { describe, expect, it } from 'vitest';
import { KEPT_FOR_MS, keepForNextPage, takeKeptMessage } from '../../src/lib/server/next-page-message.server';

type KeptMessage = App.SessionData['nextPageMessage'];

function memorySession() {
  let kept: KeptMessage | undefined;
  return {
    get: async () => kept,
    set: (_key: 'nextPageMessage', value: KeptMessage) => void (kept = value),
    delete: () => void (kept = undefined),
    peek: () => kept,
  };
}

describe('a message kept for the next page', () => {
  it('is said once, by the page it is for', async () => {
    const session = memorySession();
    keepForNextPage(session as never, '/blanco/l-1', 'blanco.done.contractSent', 1_000);
    expect(await takeKeptMessage(session as never, '/blanco/l-1', 2_000)).toBe('blanco.done.contractSent');
    expect(await takeKeptMessage(session as never, '/blanco/l-1', 2_000)).toBeNull();
  });

  it('waits while another page is shown, and is forgotten after a minute', async () => {
    const session = memorySession();
    keepForNextPage(session as never, '/blanco/l-1', 'blanco.done.contractSent', 1_000);
    expect(await takeKeptMessage(session as never, '/', 1_000 + KEPT_FOR_MS)).toBeNull();
    expect(session.peek()).toBeDefined();
    expect(await takeKeptMessage(session as never, '/blanco/l-1', 1_000 + KEPT_FOR_MS)).toBe('blanco.done.contractSent');

    keepForNextPage(session as never, '/blanco/l-1', 'blanco.done.contractSent', 1_000);
    expect(await takeKeptMessage(session as never, '/', 1_001 + KEPT_FOR_MS)).toBeNull();
    expect(session.peek()).toBeUndefined();
  });

  it('is left by a part of its page that shows other messages, for the part that shows it', async () => {
    const session = memorySession();
    keepForNextPage(session as never, '/price-tag', 'downloadFailed', 1_000);
    expect(await takeKeptMessage(session as never, '/price-tag', 2_000, (key) => key === 'drafts.deleted')).toBeNull();
    expect(session.peek()).toBeDefined();
    expect(await takeKeptMessage(session as never, '/price-tag', 2_000, (key) => key === 'downloadFailed')).toBe('downloadFailed');
    expect(session.peek()).toBeUndefined();
  });
});
