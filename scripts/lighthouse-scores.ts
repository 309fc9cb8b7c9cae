// Lighthouse (mobile, its default simulated throttling) on a signed-in page of the bench: the
// browser Playwright started, reached on its DevTools port, the session cookie sent as a header.
import lighthouse from 'lighthouse';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The accessibility audits that did not pass, by id. */
  accessibilityFailed: string[];
  /** Lighthouse's own failure on a run (its code, e.g. NO_LCP), when the first run had one and was repeated. */
  firstRunError?: string;
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/**
 * One run; a run Lighthouse itself failed (its runtimeError: no LCP seen on a busy machine, say)
 * gives no figures, so it is run once more and the first failure is named beside the figures.
 */
export async function lighthouseScores(url: string, port: number, cookie: string): Promise<LighthouseScores> {
  const first = await lighthouseRun(url, port, cookie);
  if (!first.runtimeError) return first.scores;
  const again = await lighthouseRun(url, port, cookie);
  if (again.runtimeError) throw new Error(`Lighthouse failed twice on ${url}: ${first.runtimeError}, ${again.runtimeError}`);
  return { ...again.scores, firstRunError: first.runtimeError };
}

async function lighthouseRun(url: string, port: number, cookie: string): Promise<{ scores: LighthouseScores; runtimeError?: string }> {
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    extraHeaders: { cookie },
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  const scores: LighthouseScores = {
    performance: score(categories.performance?.score),
    accessibility: score(categories.accessibility?.score),
    bestPractices: score(categories['best-practices']?.score),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? Number.NaN),
    cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? Number.NaN) * 1000) / 1000,
    accessibilityFailed: (categories.accessibility?.auditRefs ?? []).filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id),
  };
  return { scores, runtimeError: runtimeError?.code };
}
