import { describe, expect, it } from 'vitest';
import { defaultSettings } from '@buka/domain/default-settings';
import type { PageData } from '@buka/domain/page-render';
import { renderer } from '../src/entry-server.tsx';
import { apiOrigin, DEFAULT_API, devTemplate } from './dev-drawn-pages.ts';

// index.html as Vite's dev server sends it, in the parts that matter: React's refresh preamble
// and Vite's client first in the head, the app's script at the end of the body, no stylesheet.
const preamble = `<script type="module">import { injectIntoGlobalHook } from "/@react-refresh";
injectIntoGlobalHook(window);
window.$RefreshReg$ = () => {};
window.$RefreshSig$ = () => (type) => type;</script>`;
const viteClient = '<script type="module" src="/@vite/client"></script>';
const devHtml = `<!doctype html>
<html lang="en">
  <head>
    ${preamble}

    ${viteClient}

    <meta charset="UTF-8" />
    <title>Buka — order food online</title>
  </head>
  <body class="bg-stone-50">
    <div id="root">
      <header>Buka</header>
    </div>
    <!-- #root ends -->
    <noscript>Please turn on JavaScript to see the menu and order.</noscript>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>`;

const data: PageData = {
  products: {
    products: [
      {
        id: 1,
        name: 'Jollof Rice',
        description: 'Smoky party jollof',
        price: '5000',
        imageURL: '/dishes/jollof-rice.webp',
        calories: '500',
        stock: 10,
        qty: 1,
        category: {
          id: 1,
          name: 'Rice',
          urlParam: 'rice',
          position: 7,
          createdAt: '',
          updatedAt: '',
        },
        optionGroups: [],
        soldOutToday: false,
      },
    ],
  },
  settings: defaultSettings,
};

describe("dev's index.html in the built one's shape", () => {
  const template = devTemplate(devHtml, '/src/index.css');

  it("puts the app's script first in the head and links the stylesheet", () => {
    expect(template).toMatch(/<head>\s*<script type="module" src="\/src\/main.tsx"><\/script>/);
    expect(template.match(/src="\/src\/main.tsx"/g)).toHaveLength(1);
    expect(template).toContain('<link rel="stylesheet" href="/src/index.css">\n  </head>');
    expect(template).toContain(preamble);
    expect(template).toContain(viteClient);
  });

  it('refuses a page without an app script of its own', () => {
    expect(() =>
      devTemplate(devHtml.replace(/<script[^>]*main.tsx[^>]*><\/script>/, ''), '/x.css'),
    ).toThrow('no app script');
  });

  it("draws a page that starts the app after Vite's client and React's preamble", async () => {
    const { html } = await renderer.renderPage({ template, pathname: '/menu', data });
    expect(html).toContain('>Jollof Rice</h2>');
    expect(html).toContain('data-app="/src/main.tsx"');
    expect(html).toContain('data-styles="/src/index.css"');
    // Started by the drawn page's own script, not by a script tag of its own.
    expect(html).not.toContain('src="/src/main.tsx"');
    expect(html).not.toContain('<link rel="stylesheet"');
    const starter = html.indexOf('data-app=');
    expect(html.indexOf(preamble)).toBeGreaterThan(-1);
    expect(html.indexOf(preamble)).toBeLessThan(starter);
    expect(html.indexOf(viteClient)).toBeGreaterThan(-1);
    expect(html.indexOf(viteClient)).toBeLessThan(starter);
  });
});

describe("the API's address", () => {
  it("is the dev server's proxy target for /api", () => {
    expect(apiOrigin('http://127.0.0.1:4001')).toBe('http://127.0.0.1:4001');
    expect(apiOrigin({ target: 'http://localhost:4002/', changeOrigin: true })).toBe(
      'http://localhost:4002',
    );
    expect(apiOrigin({ target: new URL('http://10.0.0.2:4003') })).toBe('http://10.0.0.2:4003');
  });

  it('is the one scripts/dev.mjs starts without a proxy', () => {
    expect(apiOrigin(undefined)).toBe(DEFAULT_API);
  });
});
