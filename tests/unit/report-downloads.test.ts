// The Report pages' downloads (lib/reports/report.server.ts, SPEC §2 Report, §8): a statement's PDF
// or CSV proxied with safe headers, and a failed download back to its page with the reason kept in
// the session for it (never in the address), as a plain link started it. A user without the role gets nothing.
import type { APIContext } from 'astro';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../src/lib/api/client';
import { ApiError } from '../../src/lib/api/errors';
import { downloadProblemOf, reportDownload } from '../../src/lib/reports/report.server';

const API = { name: 'api' } as unknown as ApiClient;
const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');

let session: Record<string, unknown>;
function context(roles: string[] = ['BUSINESS_FINANCE']): APIContext {
  session = {};
  return {
    params: {},
    url: new URL('http://se.localhost/api/report/statement.pdf'),
    request: new Request('http://se.localhost/api/report/statement.pdf'),
    locals: { user: { grantedRoles: roles }, api: API, session: { set: (key: string, value: unknown) => void (session[key] = value) } },
    redirect: (location: string, status = 302) => new Response(null, { status, headers: { location } }),
  } as unknown as APIContext;
}

const page = '/report/business-finance/monthly-statement?year=2025';
/** Where the download went back to, and what it kept for that page. */
const back = (response: Response) => [
  response.status,
  response.headers.get('location'),
  (session.nextPageMessage as { path: string; key: string } | undefined)?.path,
  (session.nextPageMessage as { key: string } | undefined)?.key,
];
const failing = (error: unknown) => async () => {
  throw error;
};

describe('a report download', () => {
  it('proxies a PDF with its name made safe, never cached', async () => {
    const load = vi.fn(async () => ({ body: new Blob([PDF]).stream(), fileName: 'kontoutdrag maj "åäö".pdf', contentType: 'application/pdf' as const }));
    const response = await reportDownload(context(), ['BUSINESS_FINANCE'], page, load);
    expect(response.status).toBe(200);
    expect(load).toHaveBeenCalledWith(API);
    expect(Object.fromEntries(response.headers)).toEqual({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="kontoutdrag_maj__a_a_o__.pdf"; filename*=UTF-8''kontoutdrag%20maj%20%22%C3%A5%C3%A4%C3%B6%22.pdf`,
      'cache-control': 'private, no-store',
    });
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PDF);
  });

  it('sends a CSV as UTF-8, keeping dots, dashes and underscores of its name', async () => {
    const response = await reportDownload(context(), ['BUSINESS_FINANCE'], page, async () => ({
      body: 'a;b\n',
      fileName: 'statement-2025_03.v2.csv',
      contentType: 'text/csv',
    }));
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="statement-2025_03.v2.csv"; filename*=UTF-8''statement-2025_03.v2.csv`);
    expect(await response.text()).toBe('a;b\n');
  });

  it('goes back to its page saying the month is not available, when the API has no such month', async () => {
    const response = await reportDownload(context(), ['BUSINESS_FINANCE'], page, failing(new ApiError('notFound', 404, null)));
    expect(back(response)).toEqual([303, page, '/report/business-finance/monthly-statement', 'monthNotAvailable']);
  });

  it('goes back to its page saying the file cannot be made in that format', async () => {
    const response = await reportDownload(context(), ['BUSINESS_FINANCE'], page, failing(new ApiError('notAcceptable', 406, null)));
    expect(back(response)).toEqual([303, page, '/report/business-finance/monthly-statement', 'notAcceptable']);
  });

  it('goes back to its page saying the download failed, for any other failure', async () => {
    for (const error of [new ApiError('technical', 500, null), new ApiError('unavailable', null, 'TIMEOUT'), new Error('bug')]) {
      const response = await reportDownload(context(), ['BUSINESS_FINANCE'], page, failing(error));
      expect(back(response)).toEqual([303, page, '/report/business-finance/monthly-statement', 'downloadFailed']);
    }
  });

  it('after a 401 answers as for a failed download (the middleware, told by the client, signs the dealer out)', async () => {
    const download = await reportDownload(context(), ['BUSINESS_FINANCE'], page, failing(new ApiError('unauthorized', 401, null)));
    expect(back(download)).toEqual([303, page, '/report/business-finance/monthly-statement', 'downloadFailed']);
  });

  it('gives nothing to a user without the role', async () => {
    const load = vi.fn();
    const response = await reportDownload(context(['LEASING']), ['BUSINESS_FINANCE'], page, load);
    expect(response.status).toBe(403);
    expect(load).not.toHaveBeenCalled();
  });
});

describe('a report page told of a failed download', () => {
  it('shows the three problems a download has, and nothing for any other kept message', () => {
    for (const problem of ['monthNotAvailable', 'notAcceptable', 'downloadFailed']) expect(downloadProblemOf(problem)).toBe(problem);
    for (const other of [null, 'drafts.deleted', 'error', '']) expect(downloadProblemOf(other)).toBeNull();
  });
});
