// Phone weight (issue 22 item 5): Lighthouse's performance category with its default (mobile)
// settings — a Moto G Power-sized screen, simulated slow 4G and a 4x slower CPU — in Debian's
// Chromium, headless. Each page is run `runs` times; the run with the median score is reported.

import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const CHROMIUM = process.env.BENCH_CHROMIUM ?? "/usr/bin/chromium";

const round = (n, digits = 0) => (n === undefined || n === null ? null : Number(n.toFixed(digits)));

/**
 * Lighthouse on each page; resolves with { page: { url, score, lcpMs, tbtMs, fcpMs, cls, transferBytes, runs } },
 * or { error } when Lighthouse or Chromium is not available.
 * @param {{ pages: Record<string, { url: string, cookie?: string }>, runs: number }} options
 */
export async function runLighthouse({ pages, runs }) {
  let lighthouse;
  let chromeLauncher;
  try {
    lighthouse = (await import("lighthouse")).default;
    chromeLauncher = await import("chrome-launcher");
  } catch (error) {
    return { error: `lighthouse is not installed (npm install): ${error.message}` };
  }
  let chrome;
  try {
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
      logLevel: "silent",
    });
  } catch (error) {
    return { error: `Chromium did not start (${CHROMIUM}; BENCH_CHROMIUM sets another): ${error.message}` };
  }
  const results = {};
  try {
    for (const [name, { url, cookie }] of Object.entries(pages)) {
      const measured = [];
      for (let run = 0; run < runs; run += 1) {
        const answer = await lighthouse(url, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance"],
          extraHeaders: cookie ? { Cookie: cookie } : undefined,
        });
        const lhr = answer?.lhr;
        if (!lhr) throw new Error(`Lighthouse gave no report for ${url}`);
        if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
        const audit = (id) => lhr.audits[id]?.numericValue;
        measured.push({
          score: round((lhr.categories.performance.score ?? 0) * 100),
          lcpMs: round(audit("largest-contentful-paint")),
          tbtMs: round(audit("total-blocking-time")),
          fcpMs: round(audit("first-contentful-paint")),
          cls: round(audit("cumulative-layout-shift"), 3),
          transferBytes: round(audit("total-byte-weight")),
        });
      }
      const sorted = [...measured].sort((a, b) => a.score - b.score);
      results[name] = {
        url,
        ...sorted[Math.floor(sorted.length / 2)],
        scores: measured.map((m) => m.score),
      };
    }
  } catch (error) {
    return { error: String(error?.message ?? error), ...results };
  } finally {
    await chrome.kill();
  }
  return results;
}

/** The installed Lighthouse's version, or null. */
export function lighthouseVersion() {
  try {
    const main = createRequire(import.meta.url).resolve("lighthouse");
    return JSON.parse(fs.readFileSync(path.join(path.dirname(main), "..", "package.json"), "utf8")).version;
  } catch {
    return null;
  }
}
