import fs from 'node:fs';
import path from 'node:path';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { flatPageRoutes } from '../src/app/routes.ts';
import { landingPages, routePattern, type GraphChunk } from './bundle-graph.ts';

const chunk = (
  facade: string | null,
  isEntry: boolean,
  imports: string[],
  modules: string[] = [],
) =>
  ({
    facade,
    isEntry,
    isDynamicEntry: !isEntry && facade !== null,
    imports,
    dynamicImports: [],
    css: [],
    modules,
  }) satisfies GraphChunk;

describe("a landing page's chunks, sent ahead with it", () => {
  const chunks = {
    'assets/index-Bx1.js': chunk('web/index.html', true, ['assets/shell-C1.js']),
    'assets/shell-C1.js': chunk(null, false, []),
    'assets/MenuPage-M1.js': chunk('web/src/features/menu/MenuPage.tsx', false, [
      'assets/shell-C1.js',
      'assets/useMutation-U1.js',
    ]),
    'assets/useMutation-U1.js': chunk(null, false, ['assets/shell-C1.js']),
    'assets/OrdersPage-O1.js': chunk('web/src/features/orders/OrdersPage.tsx', false, [
      'assets/shell-C1.js',
    ]),
  };

  it("is the page's own chunk first, then what it imports, less what the entry loads", () => {
    const [menu] = landingPages(chunks, [
      { path: '/menu', module: 'web/src/features/menu/MenuPage.tsx' },
    ]);
    expect(menu).toEqual({
      path: '/menu',
      pattern: '^/menu$',
      module: 'web/src/features/menu/MenuPage.tsx',
      laterWords: false,
      chunks: ['assets/MenuPage-M1.js', 'assets/useMutation-U1.js'],
    });
  });

  it("says which pages show the later pages' words", () => {
    const [orders] = landingPages(chunks, [
      { path: '/orders', module: 'web/src/features/orders/OrdersPage.tsx', laterWords: true },
    ]);
    expect(orders?.laterWords).toBe(true);
  });

  it('leaves out a page that has no chunk of its own', () => {
    expect(landingPages(chunks, [{ path: '/x', module: 'web/src/features/x/XPage.tsx' }])).toEqual(
      [],
    );
  });
});

describe("a route's path as the server tests an address", () => {
  const addresses = [
    '/',
    '/menu',
    '/menu/',
    '/menu/ada',
    '/menu/ada/x',
    '/menus',
    '/order/success',
    '/order/success/12',
    '/order/success/12/4500',
    '/order/success/12/4500/x',
    '/admin/edit-food/7',
    '/a.b',
    '/anything/at/all',
  ];
  it.each([
    '/',
    '/menu',
    '/menu/:user',
    '/order/success/:orderId?/:orderTotal?',
    '/admin/edit-food/:id',
    '/a.b',
    '*',
  ])('%s matches the addresses React Router matches', (route) => {
    const pattern = new RegExp(routePattern(route));
    for (const address of addresses.filter((each) => !each.endsWith('/') || each === '/')) {
      expect([address, pattern.test(address)]).toEqual([
        address,
        matchPath({ path: route, end: true }, address) !== null,
      ]);
    }
  });
});

describe('the route table', () => {
  const repository = path.resolve(import.meta.dirname, '../..');
  const routes = flatPageRoutes();

  it('names page modules that exist, and each page file is routed', () => {
    for (const route of routes) {
      expect(fs.existsSync(path.join(repository, route.page)), route.page).toBe(true);
    }
    const pages = fs
      .readdirSync(path.join(repository, 'web/src/features'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('Page.tsx'))
      .map((file) => `web/src/features/${file.split(path.sep).join('/')}`);
    const routed = new Set(routes.map((route) => route.page));
    expect(pages.filter((page) => !routed.has(page))).toEqual([]);
  });

  it('joins a child path under its parent', () => {
    const admin = routes.filter((route) => route.fullPath.startsWith('/admin'));
    expect(admin.map((route) => route.fullPath)).toContain('/admin/edit-food/:id');
    expect(admin.find((route) => route.index)?.fullPath).toBe('/admin');
  });
});
