import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Language } from '@buka/domain/languages';
import puppeteer from 'puppeteer-core';
import { benchLanguage, languageCookie } from './bench-language';
import { CHROMIUM_PATH } from './chromium';
import { freePort, type PortRange } from './start-built-server';

// Debian's Chromium, never a downloaded one; quiet (no background downloads or sync).
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface LighthouseFigures {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's measure of this machine's speed (a phone-class CPU is about 500–1000). */
  benchmarkIndex: number;
  /** Audits below full marks outside performance, for the notes. */
  failing: string[];
}

/** A fresh Chromium profile, its debugging port taken from `ports`. */
export async function launchChrome(ports: PortRange) {
  return chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
    port: await freePort(ports),
  });
}

/**
 * One Lighthouse run with its default mobile settings (a mid-range phone, simulated slow 4G and
 * a 4× slower CPU) in a fresh Chromium profile. With a session, the page opens signed in: the
 * token is stored first from an API address of the same origin, so no page code is cached.
 */
export async function runLighthouse(
  url: string,
  options: { ports: PortRange; session?: string; reportDir?: string },
): Promise<LighthouseFigures> {
  const chrome = await launchChrome(options.ports);
  try {
    if (options.session) await storeSession(chrome.port, url, options.session);
    // Lighthouse's reset of the origin's storage leaves cookies, so the language chosen stays.
    const language = benchLanguage();
    if (language !== 'en') await storeLanguage(chrome.port, url, language);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      // Keep the stored session; the profile is new, so nothing else is cached.
      disableStorageReset: Boolean(options.session),
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    if (options.reportDir) {
      mkdirSync(options.reportDir, { recursive: true });
      const name = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';
      writeFileSync(path.join(options.reportDir, `lighthouse-${name}.json`), JSON.stringify(lhr));
    }
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const failing = CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
      (lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${id}: ${ref.id}`),
    );
    return {
      scores: Object.fromEntries(CATEGORIES.map((id) => [id, score(id)])) as Record<
        (typeof CATEGORIES)[number],
        number
      >,
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      failing,
    };
  } finally {
    chrome.kill();
  }
}

async function storeSession(port: number, pageUrl: string, session: string): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.goto(new URL('/api/health', pageUrl).href);
    // Runs in the page; bench has no DOM types, so the storage is reached through globalThis.
    await page.evaluate((stored) => {
      (
        globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }
      ).localStorage.setItem('user', stored);
    }, session);
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

async function storeLanguage(port: number, pageUrl: string, language: Language): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.setCookie(languageCookie(language, pageUrl));
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/** The run with the median performance score (Lighthouse's own advice: several runs, the median). */
export function medianRun(runs: LighthouseFigures[]): LighthouseFigures {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}
