import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerTextsMessages } from '@buka/domain/customer-texts';
import { laterMessages } from '@buka/domain/later-messages';
import { catalogs, noticeCatalogs } from '@buka/domain/locales/index';
import { answerCatalogs, laterCatalogs } from '@buka/domain/locales/later/index';
import { messages } from '@buka/domain/messages';
import { orderStatuses } from '@buka/domain/order-status';
import { createLocalEventBus } from '../events/event-bus';
import { say, sayAgain } from '../i18n/translations';
import { customerSms } from '../notifications/notice-texts';
import type { OrderWithItems } from '../orders/orders.repository';
import { SERVER_ENTRY } from '../web/page-renderer';
import {
  bearer,
  createTestApp,
  createTestUser,
  testDialects,
  type TestApp,
} from '../test/test-app';
import { createShopTexts } from './shop-texts';

// A stand-in for the web build's server entry: it writes the words it is given for the menu's
// title, as the real one draws them.
const fakeEntry = `
export const renderer = {
  drawnPaths: ['/', '/menu'],
  inlineScripts: [],
  inlineStyles: [],
  async renderPage({ template, pathname, language, texts }) {
    const title = JSON.stringify(texts.messages.menuTitle);
    return { html: template.replace('<main></main>', '<main>' + pathname + ' ' + language + ' ' + title + '</main>') };
  },
};
`;

const delivered = {
  id: 42,
  status: orderStatuses.delivered,
  fulfilment: 'delivery',
  isPaid: 1,
  totalKobo: 650_000,
  cancelReason: null,
} as OrderWithItems;

describe.each(testDialects)("the shop's own words, on %s", (dialect) => {
  let t: TestApp;
  let webDist: string;
  let owner: Awaited<ReturnType<typeof createTestUser>>;
  let cook: Awaited<ReturnType<typeof createTestUser>>;

  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'buka-texts-'));
    fs.writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><html lang="en"><title>Buka</title><body><main></main></body></html>',
    );
    fs.mkdirSync(path.join(webDist, '.ssr'));
    fs.writeFileSync(path.join(webDist, SERVER_ENTRY), fakeEntry);
    t = await createTestApp(dialect, { config: { webDist } });
    owner = await createTestUser(t.db, { role: 'owner' });
    cook = await createTestUser(t.db, { role: 'kitchen' });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  const correct = (language: string, key: string, wording: string, user = owner) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/texts/${language}/${key}`,
      headers: bearer(user),
      payload: { wording },
    });
  const reset = (language: string, key: string) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/admin/texts/${language}/${key}`,
      headers: bearer(owner),
    });
  const listed = async (language: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/texts/${language}`,
        headers: bearer(owner),
      })
    ).json() as {
      reviewed: boolean;
      texts: { key: string; standard: string; wording: string | null }[];
    };
  const menuIn = (language: string) =>
    t.app.inject({ method: 'GET', url: '/menu', headers: { cookie: `lang=${language}` } });

  it('lists every customer sentence and text with its default, and none only staff read', async () => {
    const { texts } = await listed('ha');
    const menuTitle = texts.find((text) => text.key === 'menuTitle');
    expect(menuTitle).toMatchObject({ standard: catalogs.ha.menuTitle, wording: null });
    expect(texts.find((text) => text.key === 'noticeEnjoy')?.standard).toBe(
      noticeCatalogs.ha.noticeEnjoy,
    );
    expect(texts.some((text) => text.key === 'readyTimeInvalid')).toBe(false);
  });

  it("saves the owner's wording, and the drawn menu and the page's words show it at once", async () => {
    expect((await menuIn('ha')).body).toContain(JSON.stringify(catalogs.ha.menuTitle));
    const saved = await correct('ha', 'menuTitle', '  Abincin mu na yau  ');
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ key: 'menuTitle', wording: 'Abincin mu na yau' });
    expect((await menuIn('ha')).body).toContain('/menu ha ["Abincin mu na yau"]');
    // Only Hausa changed.
    expect((await menuIn('yo')).body).toContain(JSON.stringify(catalogs.yo.menuTitle));
    // The page the browser draws carries the same words, and so does the call for them.
    const other = await t.app.inject({
      method: 'GET',
      url: '/orders',
      headers: { cookie: 'lang=ha' },
    });
    expect(other.body).toMatch(
      /<script type="application\/json" id="page-texts">.*Abincin mu na yau/,
    );
    const words = await t.app.inject({ method: 'GET', url: '/api/texts/ha' });
    expect(words.json().messages.menuTitle).toEqual(['Abincin mu na yau']);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/texts/ha',
      headers: { 'if-none-match': words.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect((await listed('ha')).texts.find((text) => text.key === 'menuTitle')?.wording).toBe(
      'Abincin mu na yau',
    );
  });

  it("says the shop's wording in the texts it sends and in its error answers", async () => {
    expect(
      (await correct('ha', 'noticeEnjoy', 'Ku ji daɗin abincinku, daga gare mu!')).statusCode,
    ).toBe(200);
    // The SMS keeps to the GSM alphabet: ɗ is written d.
    expect(customerSms('Buka', delivered, 'delivered', 'ha')).toContain(
      'Ku ji dadin abincinku, daga gare mu!',
    );
    expect((await correct('pcm', 'unauthorized', 'Abeg log in again first')).statusCode).toBe(200);
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/me/language',
      headers: { cookie: 'lang=pcm' },
      payload: { language: 'ha' },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('Abeg log in again first');
  });

  it("takes a count's plural forms and an English correction, and says them", async () => {
    const plural = '{count, plural, one {abinci # kawai} other {abinci # duka}}';
    expect((await correct('ha', 'dishCount', plural)).statusCode).toBe(200);
    expect(say('ha', 'dishCount', { count: 3 })).toBe('abinci 3 duka');
    expect((await correct('en', 'unauthorized', 'Please log in again')).statusCode).toBe(200);
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/me/language',
      headers: { cookie: 'lang=en' },
      payload: { language: 'ha' },
    });
    expect(refused.json().message).toBe('Please log in again');
    await reset('ha', 'dishCount');
    await reset('en', 'unauthorized');
    expect(say('ha', 'dishCount', { count: 3 })).toBe('abinci 3');
  });

  it('refuses a wording that loses or makes up a placeholder, says nothing, or is too long', async () => {
    const lost = await correct('ha', 'signInToAddDish', 'Shiga domin ka saka abinci');
    expect(lost.statusCode).toBe(422);
    expect(lost.json().message).toBe(
      customerTextsMessages.textPlaceholders.replace('{expected}', '{dish}'),
    );
    const madeUp = await correct('ha', 'menuTitle', 'Jerin {dish}');
    expect(madeUp.json().message).toBe(
      customerTextsMessages.textPlaceholders.replace('{expected}', 'none'),
    );
    const open = await correct('ha', 'signInToAddDish', 'Shiga domin ka saka {dish');
    expect(open.json().message).toBe(customerTextsMessages.textBraces);
    expect((await correct('ha', 'menuTitle', '   ')).json().message).toBe(
      customerTextsMessages.textEmpty,
    );
    expect((await correct('ha', 'menuTitle', 'x'.repeat(501))).statusCode).toBe(422);
    expect((await correct('ha', 'readyTimeInvalid', 'Staff only')).statusCode).toBe(404);
    expect((await correct('fr', 'menuTitle', 'Menu')).statusCode).toBe(404);
    // Nothing of it was kept.
    const { texts } = await listed('ha');
    expect(texts.find((text) => text.key === 'signInToAddDish')?.wording).toBeNull();
  });

  it('carries a wording that looks like markup as data, never as part of the page', async () => {
    const markup = '</script><img src=x onerror=alert(1)>';
    expect((await correct('ha', 'menuTitle', markup)).statusCode).toBe(200);
    const other = await t.app.inject({
      method: 'GET',
      url: '/orders',
      headers: { cookie: 'lang=ha' },
    });
    expect(other.body).not.toContain('<img');
    expect(other.body).toContain('\\u003c/script>\\u003cimg src=x onerror=alert(1)>');
    await reset('ha', 'menuTitle');
  });

  it("lists the later pages' sentences and the server's answers a customer meets, once each", async () => {
    const { texts } = await listed('ha');
    expect(texts.find((text) => text.key === 'sendOrder')).toMatchObject({
      kind: 'later',
      english: laterMessages.sendOrder,
      standard: laterCatalogs.ha.sendOrder,
      wording: null,
    });
    expect(texts.find((text) => text.key === 'cartFull')).toMatchObject({
      kind: 'answer',
      standard: answerCatalogs.ha.cartFull,
    });
    // The cart's steppers are in both pages' tables: one row, the first page's.
    expect(texts.filter((text) => text.key === 'oneMore')).toMatchObject([{ kind: 'page' }]);
    // The server's sentences only staff meet are not the shop's to word for customers.
    expect(texts.some((text) => text.key === 'deliveryNotYours')).toBe(false);
    expect(new Set(texts.map((text) => text.key)).size).toBe(texts.length);
  });

  it("saves a later page's sentence, carries it beside the page's words, and says it", async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/texts/ha' })).json();
    // None yet: the pages carry nothing more than before.
    expect(before).not.toHaveProperty('later');
    const saved = await correct('ha', 'sendOrder', 'Tura odarka {total}');
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ kind: 'later', wording: 'Tura odarka {total}' });
    const words = await t.app.inject({ method: 'GET', url: '/api/texts/ha' });
    expect(words.headers.etag).not.toBe(
      (await t.app.inject({ method: 'GET', url: '/api/texts/yo' })).headers.etag,
    );
    expect(words.json().later).toEqual({ sendOrder: ['Tura odarka ', ['total']] });
    // Only the correction: the later table itself comes with the later pages.
    expect(words.json().messages).not.toHaveProperty('sendOrder');
    expect(words.json().messages).not.toHaveProperty('cartTitle');
    const other = await t.app.inject({
      method: 'GET',
      url: '/orders',
      headers: { cookie: 'lang=ha' },
    });
    expect(other.body).toMatch(/id="page-texts">.*"later":\{"sendOrder":\["Tura odarka "/);
    expect(say('ha', 'sendOrder', { total: '₦6,500' })).toBe('Tura odarka ₦6,500');
    expect((await listed('ha')).texts.find((text) => text.key === 'sendOrder')?.wording).toBe(
      'Tura odarka {total}',
    );
    expect((await reset('ha', 'sendOrder')).json()).toMatchObject({ wording: null });
    expect((await t.app.inject({ method: 'GET', url: '/api/texts/ha' })).json()).not.toHaveProperty(
      'later',
    );
    expect(say('ha', 'sendOrder', { total: '₦6,500' })).toBe('Aika oda ₦6,500');
  });

  it("says the shop's wording of a closed shop's and the server's own answers again", async () => {
    expect((await correct('ha', 'shopClosed', 'Ayi haƙuri, yau mun rufe.')).statusCode).toBe(200);
    expect(sayAgain('ha', laterMessages.shopClosed)).toBe('Ayi haƙuri, yau mun rufe.');
    expect((await correct('ha', 'cartFull', 'Kwandonka ya cika')).statusCode).toBe(200);
    expect(sayAgain('ha', messages.cartFull)).toBe('Kwandonka ya cika');
    // An answer is the server's alone: the pages are not sent it.
    expect((await t.app.inject({ method: 'GET', url: '/api/texts/ha' })).json().later).toEqual({
      shopClosed: ['Ayi haƙuri, yau mun rufe.'],
    });
    await reset('ha', 'shopClosed');
    await reset('ha', 'cartFull');
    expect(sayAgain('ha', messages.cartFull)).toBe(answerCatalogs.ha.cartFull);
  });

  it("refuses a later page's sentence that loses its placeholders, and staff's own", async () => {
    const lost = await correct('ha', 'sendOrder', 'Tura odarka');
    expect(lost.statusCode).toBe(422);
    expect(lost.json().message).toBe(
      customerTextsMessages.textPlaceholders.replace('{expected}', '{total}'),
    );
    const plural = await correct('ha', 'someUnavailable', 'Abinci {n} ba ya nan');
    expect(plural.json().message).toBe(
      customerTextsMessages.textPlaceholders.replace('{expected}', '{count}'),
    );
    expect((await correct('ha', 'cartTitle', 'Kwando {')).json().message).toBe(
      customerTextsMessages.textBraces,
    );
    expect((await correct('ha', 'deliveryNotYours', 'Ba naka ba')).statusCode).toBe(404);
    expect((await listed('ha')).texts.find((text) => text.key === 'sendOrder')?.wording).toBeNull();
  });

  it('answers 404 for a key that is only a name every object has, never a server error', async () => {
    for (const key of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      expect((await correct('ha', key, 'Abinci')).statusCode, key).toBe(404);
      expect((await reset('ha', key)).statusCode, key).toBe(404);
    }
  });

  it('lets only staff with the settings right correct a sentence', async () => {
    expect((await correct('ha', 'menuTitle', 'Abinci', cook)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/texts/ha/menuTitle',
      payload: { wording: 'Abinci' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('resets a sentence to the default everywhere', async () => {
    await correct('ha', 'menuTitle', 'Abincin mu');
    const back = await reset('ha', 'menuTitle');
    expect(back.statusCode).toBe(200);
    expect(back.json().wording).toBeNull();
    expect((await menuIn('ha')).body).toContain(JSON.stringify(catalogs.ha.menuTitle));
    await reset('ha', 'noticeEnjoy');
    expect(customerSms('Buka', delivered, 'delivered', 'ha')).not.toContain('daga gare mu');
  });

  it('marks a language as reviewed, for the chooser on every page', async () => {
    const mark = (reviewed: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/texts/ha/reviewed',
        headers: bearer(owner),
        payload: { reviewed },
      });
    expect((await mark(true)).statusCode).toBe(204);
    expect((await listed('ha')).reviewed).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/texts/yo' })).json().reviewed).toEqual([
      'ha',
    ]);
    expect((await mark(false)).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/texts/yo' })).json().reviewed).toEqual(
      [],
    );
  });

  it("lets another server process hear of a change and read the shop's words again", async () => {
    const bus = createLocalEventBus();
    const other = createShopTexts({ db: t.db, events: bus, log: t.deps.log });
    await other.read();
    const before = other.version();
    await correct('ig', 'menuTitle', 'Nri anyị');
    expect(other.pageTexts('ig').messages.menuTitle).toEqual([catalogs.ig.menuTitle]);
    await bus.publish({ type: 'texts.changed' });
    await expect.poll(() => other.version()).not.toBe(before);
    expect(other.pageTexts('ig').messages.menuTitle).toEqual(['Nri anyị']);
    other.close();
    await reset('ig', 'menuTitle');
    // The app's own copy is back to what the database holds (the other process's read set the
    // server's words as well, being in this same process).
    await t.deps.events.publish({ type: 'texts.changed' });
  });
});
