import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import type { Result } from "lighthouse";

import { median } from "./median";

export type LighthouseScores = {
  path: string;
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** How many runs the median was taken from, and the lowest and highest performance among them. */
  runs?: number;
  /** The median of the runs' total blocking times (issue 25 point 8 budgets it; `tbtMs` is the median run's). */
  tbtMedianMs?: number;
  performanceRange?: [number, number];
  /** The element Lighthouse took as the largest paint: where to look when performance is short. */
  lcpElement?: string;
  /**
   * Lighthouse's CPU score of the machine it ran on, lowest and highest over the runs. Its 4× slowdown
   * assumes a desktop of 1,000–2,000; a slower host makes every page look slower than it is.
   */
  benchmarkIndex?: [number, number];
  /** Lighthouse's own warnings about the run (a slow host among them), once each. */
  warnings?: string[];
  error?: string;
};

/** Flags verified on this machine (/work/shared/STACK-NOTES.md). */
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** About 12 s per page on an idle machine; a page that hangs must not hold the whole run. */
const PAGE_TIMEOUT_MS = 60_000;

/** Lighthouse's own transient failures (NO_NAVSTART, NO_FCP…), which it says to retry; a hang is not retried. */
class LighthouseRuntimeError extends Error {}

function score(value: number | null | undefined): number | null {
  return typeof value === "number" ? Math.round(value * 100) : null;
}

/**
 * LIGHTHOUSE_CPU_SLOWDOWN replaces the 4× default, as Lighthouse's throttling docs advise for a host
 * whose benchmark index is far from a desktop's; unset, the budget's default config runs.
 */
const cpuSlowdown = process.env.LIGHTHOUSE_CPU_SLOWDOWN ? Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN) : undefined;

async function audit(url: string): Promise<Result> {
  // A fresh browser per page: no state carries over, and a hung run is ended by killing it.
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
  });
  let timer: NodeJS.Timeout | undefined;
  try {
    const run = lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      maxWaitForLoad: 45_000,
      ...(cpuSlowdown ? { throttling: { cpuSlowdownMultiplier: cpuSlowdown } } : {}),
    });
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no result within ${PAGE_TIMEOUT_MS / 1000} s`)), PAGE_TIMEOUT_MS);
    });
    run.catch(() => undefined);
    const result = await Promise.race([run, timeout]);
    if (!result) throw new Error("Lighthouse returned no result");
    const { runtimeError } = result.lhr;
    if (runtimeError) throw new LighthouseRuntimeError(`${runtimeError.code}: ${runtimeError.message}`);
    return result.lhr;
  } finally {
    clearTimeout(timer);
    chrome.kill();
  }
}

/** Lighthouse 13 names the largest-paint element in the 'lcp-breakdown-insight' details, as a node item. */
function lcpElementOf(details: unknown): string | undefined {
  const items = (details as { items?: { type?: string; snippet?: string; selector?: string }[] } | undefined)?.items;
  const node = items?.find((item) => item.type === "node");
  const text = node?.snippet ?? node?.selector;
  return text ? text.replace(/\s+/g, " ").slice(0, 140) : undefined;
}

function scoresOf(path: string, lhr: Result): LighthouseScores {
  const { categories, audits } = lhr;
  return {
    path,
    performance: score(categories.performance?.score),
    accessibility: score(categories.accessibility?.score),
    bestPractices: score(categories["best-practices"]?.score),
    seo: score(categories.seo?.score),
    lcpMs: audits["largest-contentful-paint"]?.numericValue ?? null,
    tbtMs: audits["total-blocking-time"]?.numericValue ?? null,
    cls: audits["cumulative-layout-shift"]?.numericValue ?? null,
    lcpElement: lcpElementOf(audits["lcp-breakdown-insight"]?.details),
  };
}

async function auditWithRetry(url: string): Promise<Result> {
  return audit(url).catch((error: unknown) => {
    if (error instanceof LighthouseRuntimeError) return audit(url);
    throw error;
  });
}

/**
 * Lighthouse's default config: mobile form factor, simulated slow 4G and 4× CPU slowdown. One run
 * on a shared 2-core machine swings by a few points, so each page is audited `runs` times and the
 * median run reported, picked the way Lighthouse's docs advise (computeMedianRun: the run nearest
 * the median FCP and time to interactive).
 */
export async function runLighthouse(baseUrl: string, paths: string[], runs: number): Promise<LighthouseScores[]> {
  const results: LighthouseScores[] = [];
  for (const path of paths) {
    try {
      const lhrs: Result[] = [];
      for (let i = 0; i < runs; i++) lhrs.push(await auditWithRetry(baseUrl + path));
      const performances = lhrs.map((lhr) => score(lhr.categories.performance?.score) ?? 0);
      const indexes = lhrs.map((lhr) => Math.round(lhr.environment.benchmarkIndex));
      results.push({
        ...scoresOf(path, computeMedianRun(lhrs)),
        runs,
        tbtMedianMs: median(lhrs.map((lhr) => lhr.audits["total-blocking-time"]?.numericValue ?? Infinity)),
        performanceRange: [Math.min(...performances), Math.max(...performances)],
        benchmarkIndex: [Math.min(...indexes), Math.max(...indexes)],
        warnings: [...new Set(lhrs.flatMap((lhr) => lhr.runWarnings.map(String)))],
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      results.push({ path, performance: null, accessibility: null, bestPractices: null, seo: null, lcpMs: null, tbtMs: null, cls: null, error: message });
    }
  }
  return results;
}
