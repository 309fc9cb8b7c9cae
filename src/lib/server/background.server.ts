// Work that must finish after the response is sent (a late token refresh, a revocation): the
// Worker is kept alive for it (waitUntil), and its failure is logged rather than lost.
import { waitUntil } from 'cloudflare:workers';
import { logger } from './logger';

export function keepRunning(what: string, task: Promise<unknown>): void {
  waitUntil(
    task.catch((error: unknown) => {
      logger.warn(`${what} failed after the response`, { error: error instanceof Error ? error.message : String(error) });
    }),
  );
}
