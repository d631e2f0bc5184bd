import { AsyncLocalStorage } from 'node:async_hooks';
import { describe, expect, it, vi } from 'vitest';
import { defaultSettings } from '@buka/domain/default-settings';
import { ha } from '@buka/domain/locales/ha';
import type { PageData } from '@buka/domain/page-render';
import type { Food } from '@buka/domain/products';
import { renderer } from './entry-server';

// The built index.html, in the parts the renderer works on.
const template = `<!doctype html>
<html lang="en">
  <head>
    <title>Buka — order food online</title>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/web-B2.css">
  </head>
  <body>
    <div id="root">
      <header>Buka</header>
    </div>
    <!-- #root ends -->
    <noscript>Please turn on JavaScript to see the menu and order.</noscript>
  </body>
</html>`;

const category = {
  id: 1,
  name: 'Rice',
  urlParam: 'rice',
  position: 7,
  createdAt: '',
  updatedAt: '',
};
const dish = (id: number, name: string, stock: number, imageURL: string): Food => ({
  id,
  name,
  description: `${name}, cooked fresh`,
  price: '5000',
  imageURL,
  calories: '500',
  stock,
  qty: 1,
  category,
  optionGroups: [],
  soldOutToday: false,
});

const data: PageData = {
  products: {
    products: [
      dish(101, 'Sold Out Stew', 0, '/dishes/white-rice-stew.webp'),
      dish(102, 'Jollof Rice', 20, '/dishes/jollof-rice.webp'),
      dish(103, 'Fried Rice', 5, '/dishes/fried-rice.webp'),
      dish(104, 'Chips', 5, '/dishes/chips.webp'),
    ],
  },
  settings: { ...defaultSettings, name: 'Mama <Put> & Sons' },
};

const draw = (pathname: string) => renderer.renderPage({ template, pathname, data });

describe('the menu drawn on the server', () => {
  it('shows the dishes in stock with their prices, in the root, before any script', async () => {
    const { html } = await draw('/menu');
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('id="page-data"'));
    expect(root).toContain('>Jollof Rice</h2>');
    expect(root).toContain('₦5,000');
    expect(root).not.toContain('Sold Out Stew');
    expect(root).not.toContain('<header>Buka</header>');
  });

  it('carries its data, its own styles and no inline script but the named ones', async () => {
    const { html, inlineStyles } = await draw('/menu');
    expect(html).toContain('<script type="application/json" id="page-data">');
    expect(html).not.toContain('<link rel="stylesheet"');
    const inline = [...html.matchAll(/<script(?: data-[^>]*)?>([\s\S]*?)<\/script>/g)].map(
      (match) => match[1],
    );
    expect(inline).toEqual(renderer.inlineScripts);
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
    expect(styles).toEqual(inlineStyles);
  });

  it("starts the app once its first pictures are painted, with the page's own modules", async () => {
    const { html } = await renderer.renderPage({
      template: template.replace(
        '</head>',
        '<link rel="modulepreload" crossorigin href="/assets/web-C3.js">\n  </head>',
      ),
      pathname: '/menu',
      data,
      modules: ['/assets/MenuPage-D4.js'],
    });
    // Nothing of the app's is fetched before the starter asks for it.
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain(
      '<script data-app="/assets/index-A1.js" data-preload="/assets/web-C3.js /assets/MenuPage-D4.js" data-styles="/assets/web-B2.css">',
    );
    // In the head: no script in the page's body but its data.
    expect(html.indexOf('data-app=')).toBeLessThan(html.indexOf('</head>'));
  });

  it('names the shop in the title as text, and says what needs JavaScript', async () => {
    const { html } = await draw('/');
    expect(html).toContain('<title>Mama &lt;Put&gt; &amp; Sons — order food online</title>');
    expect(html).toContain('<noscript>Please turn on JavaScript to order.</noscript>');
  });

  it("writes the title in the page's language", async () => {
    const inHausa = (pathname: string) =>
      renderer.renderPage({ template, pathname, data, language: 'ha' });
    const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
    const shop = 'Mama &lt;Put&gt; &amp; Sons';
    expect(title((await inHausa('/')).html)).toBe(ha.homeTabTitle.replace('{shop}', shop));
    expect(title((await inHausa('/menu')).html)).toBe(`${ha.menuTitle} — ${shop}`);
    expect(title((await draw('/menu')).html)).toBe(`Menu — ${shop}`);
  });

  it('preloads the pictures it shows first from its head, as it shows them', async () => {
    const { html } = await draw('/menu');
    const head = html.slice(0, html.indexOf('</head>'));
    const preloads = [...head.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map(
      ([tag]) => tag,
    );
    expect(preloads).toHaveLength(2);
    expect(preloads[0]).toContain('imagesrcset="/dishes/jollof-rice-240.webp 240w');
    expect(preloads[0]).toContain('50vw');
    expect(preloads[0]).toContain('fetchpriority="high"');
    expect(preloads[1]).toContain('imagesrcset="/dishes/fried-rice-240.webp 240w');
  });

  it('draws only the pages every customer lands on', async () => {
    expect(renderer.drawnPaths).toEqual(['/', '/menu']);
    await expect(draw('/orders')).rejects.toThrow('not drawn on the server');
  });
});

describe('drawing on the server', () => {
  it("never uses an AsyncLocalStorage, which would turn on Node's async hooks for the server's life", async () => {
    // Once on, every later promise, timer and tick of every request pays for them.
    const run = vi.spyOn(AsyncLocalStorage.prototype, 'run');
    const enter = vi.spyOn(AsyncLocalStorage.prototype, 'enterWith');
    try {
      await draw('/menu');
      await draw('/');
      expect(run).not.toHaveBeenCalled();
      expect(enter).not.toHaveBeenCalled();
    } finally {
      run.mockRestore();
      enter.mockRestore();
    }
  });
});
