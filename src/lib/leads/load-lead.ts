// Loading a lead for its details page, for every lead product: the lead, or why it is not
// shown and with which status (unknown or another dealer's: 404; no answer in time: 503, with a
// retry on the page, ADR 0013; anything else from the API: 502). A 401 ends the session.
import { isApiError } from '../api/errors';

export type LoadedLead<T> = { lead: T } | { lead: null; problem: 'notFound' | 'unavailable'; status: 404 | 502 | 503 };

export async function loadLead<T>(load: () => Promise<T>): Promise<LoadedLead<T>> {
  try {
    return { lead: await load() };
  } catch (error) {
    if (isApiError(error, 'notFound')) return { lead: null, problem: 'notFound', status: 404 };
    return { lead: null, problem: 'unavailable', status: isApiError(error, 'unavailable') ? 503 : 502 };
  }
}
