import { writeFileSync } from 'node:fs';
import path from 'node:path';
/** The part of a Lighthouse result the benches print. */
export interface LighthouseRuns {
  /** the performance score of each recorded run, 0–100 */
  scores: number[];
  /** the median score */
  median: number;
  /** one line per run: score, FCP, LCP, TBT, CLS */
  lines: string[];
}

/** The middle value (the upper one of an even count). */
export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Runs Lighthouse (mobile preset, performance only) `runs` times against `url` in the Chromium listening on
 * `port`. A run Lighthouse itself could not record (e.g. NO_NAVSTART) is reported and run again, up to
 * `runs` extra attempts, so the median is over real measurements. Every run starts with an empty HTTP cache,
 * as Lighthouse's own default does. `keepStorage` keeps the origin's localStorage and cookies (a signed-in
 * page): only the other storage types are cleared.
 */
export async function lighthouseRuns(
  url: string,
  options: { port: number; runs: number; keepStorage?: boolean },
): Promise<LighthouseRuns> {
  const { default: lighthouse } = await import('lighthouse');
  const scores: number[] = [];
  const lines: string[] = [];
  for (let attempt = 0; scores.length < options.runs && attempt < options.runs * 2; attempt += 1) {
    const outcome = await lighthouse(url, {
      port: options.port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
      // Storage reset on (the HTTP cache emptied). Until issue 15's second pass the signed-in benches turned
      // it off to keep the sign-in, so every run after the first measured a warm cache.
      ...(options.keepStorage
        ? { clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage'] }
        : {}),
    });
    const lhr = outcome?.lhr;
    if (!lhr || lhr.runtimeError) {
      console.log(`  attempt ${attempt + 1}: ${lhr?.runtimeError?.code ?? 'no result'}, run again`);
      continue;
    }
    // A signed-in page that ended elsewhere (the login) measured the wrong screen.
    if (options.keepStorage && lhr.finalDisplayedUrl !== url)
      throw new Error(`Lighthouse ended on ${lhr.finalDisplayedUrl}, not ${url}: the sign-in was lost`);
    const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
    scores.push(score);
    // LIGHTHOUSE_JSON_DIR keeps each run's report, for its diagnostics (long tasks, layout shifts).
    const keep = process.env.LIGHTHOUSE_JSON_DIR;
    if (keep) writeFileSync(path.join(keep, `lighthouse-${scores.length}.json`), JSON.stringify(lhr));
    const audit = (id: string) => lhr.audits[id]?.displayValue ?? '?';
    lines.push(
      `score ${score}: FCP ${audit('first-contentful-paint')}, LCP ${audit('largest-contentful-paint')}, TBT ${audit('total-blocking-time')}, CLS ${audit('cumulative-layout-shift')}`,
    );
  }
  return { scores, median: median(scores), lines };
}
