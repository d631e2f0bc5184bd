import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { defaultSettings } from '@buka/domain/default-settings';
import { LANGUAGES } from '@buka/domain/languages';
import { laterMessages } from '@buka/domain/later-messages';
import { messages } from '@buka/domain/messages';
import { pageTextsScript, type PageRenderer } from '@buka/domain/page-render';
import { describe, expect, it } from 'vitest';
import { pageTextsOf } from '../server/src/texts/shop-texts';
import {
  BUNDLE_GRAPH_FILE,
  measuredPages,
  MENU_JS_BUDGET_GZIP,
  PAGE_WORDS_ALLOWANCE_GZIP,
  readBuild,
  sum,
} from './lib/page-weight';

// Sizes, not timings: a fair gate for CI. Reads the build (npm test builds before this runs).
const dist = path.resolve(import.meta.dirname, '../web/dist');

describe('page weight of the built web app', () => {
  it('has a build to weigh', () => {
    expect(
      existsSync(path.join(dist, BUNDLE_GRAPH_FILE)),
      `${dist} has no ${BUNDLE_GRAPH_FILE}: run  npm run build  first`,
    ).toBe(true);
  });

  const build = () => readBuild(dist);

  it(`keeps /menu's JavaScript within ${MENU_JS_BUDGET_GZIP / 1000} KB gzip`, () => {
    const menu = build().pageWeight('/menu', measuredPages['/menu']);
    const listing = menu.js.map((file) => `${file.file} ${file.gzip}`).join('\n');
    expect(sum.gzip(menu.js), listing).toBeLessThanOrEqual(MENU_JS_BUDGET_GZIP);
  });

  it('loads no language catalog before /menu is usable, in any language', () => {
    const weigher = build();
    const catalogs = new Set(Object.values(weigher.catalogs));
    expect(catalogs.size).toBe(LANGUAGES.length);
    const menu = weigher.pageWeight('/menu', measuredPages['/menu']);
    expect(menu.js.filter((file) => catalogs.has(file.file))).toEqual([]);
  });

  it("sends a later page's words ahead in every language, and the first pages' never", () => {
    const weigher = build();
    expect(Object.keys(weigher.laterCatalogs).sort()).toEqual([...LANGUAGES].sort());
    const laterWords = (page: string) =>
      weigher.landingPages.find((landing) => landing.path === page)?.laterWords;
    expect(['/', '/menu', '/login', '/orders'].map(laterWords)).toEqual([false, false, true, true]);
  });

  it(`keeps the words each language's page carries within ${PAGE_WORDS_ALLOWANCE_GZIP / 1000} KB gzip`, () => {
    for (const language of LANGUAGES) {
      const words = pageTextsScript(pageTextsOf(language, {}, { version: 'v', reviewed: [] }));
      const gzip = zlib.gzipSync(words, { level: 9 }).length;
      expect(gzip, language).toBeLessThanOrEqual(PAGE_WORDS_ALLOWANCE_GZIP);
    }
  });

  it("carries no sentence of the English tables in a customer page's code", () => {
    const weigher = build();
    const catalogs = new Set(Object.values(weigher.catalogs));
    // Long ones: a short word ('Menu', 'Cart') may be written in code for another reason.
    const english = [...Object.values(messages), ...Object.values(laterMessages)].filter(
      (sentence) => sentence.length > 40 && !sentence.includes('{'),
    );
    expect(english.length).toBeGreaterThan(50);
    const pages = [
      ...weigher.customerRouteModules().map((route) => weigher.pageWeight(route, route)),
    ];
    for (const page of [...pages, weigher.pageWeight('the shell', null)]) {
      for (const { file } of page.js) {
        if (catalogs.has(file)) continue;
        const code = readFileSync(path.join(dist, file), 'utf8');
        expect(
          english.filter((sentence) => code.includes(sentence)),
          file,
        ).toEqual([]);
      }
    }
  });

  // Building zod and the domain's schemas is one long task on a slow phone: a page's first
  // drawing does not wait for it (the calls load the schemas beside them).
  it('draws the home page, the menu and the orders before any schema is built', () => {
    const weigher = build();
    // /login's forms check what is typed with the same schemas, before it is sent.
    for (const page of ['/', '/menu', '/orders'] as const) {
      const module = measuredPages[page];
      const modules = weigher.modulesBeforeDrawing(module);
      expect(modules.length, page).toBeGreaterThan(10);
      expect(
        modules.filter((name) => name.includes('node_modules/zod/')),
        page,
      ).toEqual([]);
    }
  });

  it('loads no staff code on any customer page', () => {
    const weigher = build();
    // The check means something only if the staff area is there, in chunks of its own.
    expect(weigher.adminChunks().length).toBeGreaterThan(0);
    const routes = weigher.customerRouteModules();
    for (const page of Object.values(measuredPages)) expect(routes).toContain(page);
    for (const route of routes) {
      expect(weigher.pageWeight(route, route).adminChunks, route).toEqual([]);
    }
    expect(weigher.pageWeight('the shell', null).adminChunks).toEqual([]);
  });

  it('draws the home page and the menu with the rules they use from the stylesheet every other page loads', async () => {
    const entry = path.join(dist, '.ssr/entry-server.js');
    const { renderer } = (await import(pathToFileURL(entry).href)) as { renderer: PageRenderer };
    const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
    const stylesheet = /<link rel="stylesheet"[^>]*href="\/([^"]+)"/.exec(template)![1]!;
    const full = readFileSync(path.join(dist, stylesheet), 'utf8');
    const category = {
      id: 1,
      name: 'Rice',
      urlParam: 'rice',
      position: 1,
      createdAt: '',
      updatedAt: '',
    };
    const food = {
      ...{ id: 1, name: 'Jollof Rice', description: 'Smoky', price: '5000', calories: '500' },
      ...{ imageURL: '/dishes/jollof-rice.webp', stock: 5, qty: 1, category, optionGroups: [] },
      soldOutToday: false,
    };
    for (const pathname of renderer.drawnPaths) {
      const { html, inlineStyles = [] } = await renderer.renderPage({
        template,
        pathname,
        data: { products: { products: [food] }, settings: defaultSettings },
      });
      expect(html).toContain(`data-styles="/${stylesheet}"`);
      expect(inlineStyles).toHaveLength(1);
      const css = inlineStyles[0]!;
      expect(css.length).toBeLessThan(full.length / 2);
      // Every rule as the stylesheet has it (the theme's variables aside: only the used ones).
      for (const [block] of css.matchAll(/\{[^{}]*\}/g)) {
        if (!block.includes('--')) expect(full, pathname).toContain(block);
      }
    }
  });
});
