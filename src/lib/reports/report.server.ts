// The Report pages' downloads (SPEC §2 Report, §8): the active statement and each month's
// statement as PDF, and the month's lines as CSV, proxied with safe download headers. A plain
// link starts each download, so a failure goes back to its page with SPEC §8's message.

/** The problems a report page may be told of; anything else kept for it is no download's. */
const DOWNLOAD_PROBLEMS = ['monthNotAvailable', 'notAcceptable', 'downloadFailed'] as const;

/** What a report page shows of the message kept for it: a download's problem, or nothing. */
export const downloadProblemOf = (kept: string | null): DownloadProblem | null =>
  (DOWNLOAD_PROBLEMS as readonly (string | null)[]).includes(kept) ? (kept as DownloadProblem) : null;
import type { APIContext } from 'astro';
import type { ApiClient } from '../api/client';
import { isApiError } from '../api/errors';
import type { Role } from '../api/schemas';
import { downloadHeaders } from '../downloads';
import { withAccess } from '../server/endpoint.server';
import { keepForNextPage } from '../server/next-page-message.server';

/** Why a download went back to its page (reports.errors.<problem>). */
export type DownloadProblem = (typeof DOWNLOAD_PROBLEMS)[number];

function downloadProblem(error: unknown): DownloadProblem {
  if (isApiError(error, 'notFound')) return 'monthNotAvailable';
  if (isApiError(error, 'notAcceptable')) return 'notAcceptable';
  return 'downloadFailed';
}

/**
 * A report file for a signed-in user with one of the roles, or back to `page` (its address, a
 * year perhaps in its query) with the problem kept in the session for it, never in the address (ADR 0052).
 */
export function reportDownload(
  context: APIContext,
  roles: Role[],
  page: string,
  load: (api: ApiClient) => Promise<{ body: BodyInit; fileName: string; contentType: 'application/pdf' | 'text/csv' }>,
): Promise<Response> {
  return withAccess(context, roles, async ({ api }) => {
    try {
      const file = await load(api);
      return new Response(file.body, {
        headers: downloadHeaders(file.fileName, file.contentType === 'text/csv' ? 'text/csv; charset=utf-8' : file.contentType),
      });
    } catch (error) {
      keepForNextPage(context.locals.session, new URL(page, context.url).pathname, downloadProblem(error));
      return context.redirect(page, 303);
    }
  });
}
