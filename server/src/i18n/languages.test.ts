import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ha } from '@buka/domain/locales/ha';
import { haLater } from '@buka/domain/locales/later/ha';
import { igLater } from '@buka/domain/locales/later/ig';
import { pcmLater } from '@buka/domain/locales/later/pcm';
import { yoLater } from '@buka/domain/locales/later/yo';
import { fill } from '@buka/domain/message-ids';
import { messages } from '@buka/domain/messages';
import { SERVER_ENTRY } from '../web/page-renderer';
import { findUserById } from '../users/users.repository';
import {
  bearer,
  createTestApp,
  createTestUser,
  testDialects,
  type TestApp,
} from '../test/test-app';
import { say, sayAgain } from './translations';

// A stand-in for the web build's server entry: it writes the language it is asked to draw in.
const fakeEntry = `
export const renderer = {
  drawnPaths: ['/', '/menu'],
  inlineScripts: [],
  inlineStyles: [],
  async renderPage({ template, pathname, language }) {
    return { html: template.replace('<main></main>', '<main>' + pathname + ' in ' + language + '</main>') };
  },
};
`;

describe.each(testDialects)("the customer's language, on %s", (dialect) => {
  let t: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'buka-languages-'));
    fs.writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><title>Buka</title><main></main>',
    );
    fs.mkdirSync(path.join(webDist, '.ssr'));
    fs.writeFileSync(path.join(webDist, SERVER_ENTRY), fakeEntry);
    t = await createTestApp(dialect, { config: { webDist } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  const page = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it("draws a first visit's menu in the phone's language when it is one of ours, and remembers it", async () => {
    const response = await page('/menu', { 'accept-language': 'ha-NG,ha;q=0.9,en;q=0.8' });
    expect(response.body).toContain('/menu in ha');
    expect(response.headers['set-cookie']).toMatch(/^lang=ha; Path=\/; Max-Age=\d+; SameSite=Lax$/);
    expect(response.headers.vary).toBe('accept-encoding, cookie, accept-language');
    const french = await page('/', { 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(french.body).toContain('/ in en');
  });

  it('keeps to the language chosen before, whatever the phone says', async () => {
    const response = await page('/menu', { cookie: 'lang=yo', 'accept-language': 'ha' });
    expect(response.body).toContain('/menu in yo');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it("takes a choice made before the app is live from the chooser's link", async () => {
    const response = await page('/menu?lang=pcm', { cookie: 'lang=en' });
    expect(response.body).toContain('/menu in pcm');
    expect(response.headers['set-cookie']).toMatch(/^lang=pcm;/);
  });

  it("answers a refusal in the customer's language", async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/me/language',
      headers: { cookie: 'lang=pcm' },
      payload: { language: 'ha' },
    });
    expect(response.statusCode).toBe(401);
    const english = await t.app.inject({
      method: 'PUT',
      url: '/api/me/language',
      payload: { language: 'ha' },
    });
    expect(response.json().message).not.toBe(english.json().message);
    expect(response.json().message).toBe(sayAgain('pcm', english.json().message));
  });

  it("keeps a signed-in customer's choice on their account", async () => {
    const user = await createTestUser(t.db);
    expect((await findUserById(t.db.kysely, user.id))?.language).toBe('en');
    const put = (language: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/me/language',
        headers: bearer(user),
        payload: { language },
      });
    expect((await put('pcm')).statusCode).toBe(204);
    expect((await findUserById(t.db.kysely, user.id))?.language).toBe('pcm');
    const wrong = await put('fr');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ message: messages.badRequest });
  });

  it('starts a new account in the language its pages were shown in, and refuses sign-up in it', async () => {
    const signUp = (phoneNumber: string, headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/login/customer/signup',
        headers,
        payload: { name: 'Ada Obi', phoneNumber, password: 'secret123' },
      });
    const pidgin = await signUp('08031110001', { cookie: 'lang=pcm' });
    expect(pidgin.statusCode).toBe(201);
    expect((await findUserById(t.db.kysely, Number(pidgin.json().uid)))?.language).toBe('pcm');
    const english = await signUp('08031110002', {});
    expect((await findUserById(t.db.kysely, Number(english.json().uid)))?.language).toBe('en');
    // A wrong phone number is refused in the customer's words.
    const wrong = await signUp('123', { cookie: 'lang=ha' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).not.toBe(messages.phoneInvalid);
    expect(wrong.json().message).toBe(sayAgain('ha', messages.phoneInvalid));
  });
});

describe('sentences said again in a language', () => {
  it("says a rule's English sentence, placeholders and all, in the language asked", () => {
    const english = messages.choiceRequired
      .replace('{group}', 'Protein')
      .replace('{dish}', 'Jollof');
    expect(sayAgain('pcm', english)).toBe('Abeg choose Protein for Jollof');
    expect(sayAgain('en', english)).toBe(english);
    expect(sayAgain('ha', 'A sentence the table does not know')).toBe(
      'A sentence the table does not know',
    );
  });

  it('keeps in English a sentence only staff read, and a word of the server only staff meet', () => {
    expect(say('ha', 'readyTimeInvalid')).toBe(messages.readyTimeInvalid);
    expect(sayAgain('ha', messages.lastOwner)).toBe(messages.lastOwner);
  });

  it("says the server's own refusals a customer meets in their language", () => {
    expect(sayAgain('ha', messages.cartFull)).toBe(
      'Kwandonka ya cika. Aika oda ko ka cire wasu abinci tukuna',
    );
    const soldOut = messages.dishSoldOutToday.replace('{dish}', 'Jollof Rice');
    expect(sayAgain('pcm', soldOut)).toBe('Jollof Rice don finish for today');
    const unpaid = messages.tooManyUnpaidOrders.replace('{count}', '3');
    expect(sayAgain('yo', unpaid)).toMatch(/^O ní ọ̀dà 3 /);
  });

  it("says the closed and paused answers to an order in the customer's language, their day too", () => {
    expect(sayAgain('ha', "Sorry, we're closed. Till tomorrow 10:00 am")).toBe(
      fill(haLater.shopClosedTill, { day: haLater.dayTomorrow, time: '10:00 am' }),
    );
    expect(sayAgain('yo', 'Sorry, we have paused ordering for now. Till today 1:30 pm')).toBe(
      fill(yoLater.pausedTill, { day: yoLater.dayToday, time: '1:30 pm' }),
    );
    expect(sayAgain('ig', "Sorry, we're closed. Till Friday 9:00 am")).toBe(
      fill(igLater.shopClosedTill, { day: igLater.weekdayFriday, time: '9:00 am' }),
    );
    expect(sayAgain('ha', "Sorry, we're closed. Till Fri 27 Nov 9:00 am")).toBe(
      fill(haLater.shopClosedTill, { day: `${ha.dayFri} 27 ${haLater.monthNov}`, time: '9:00 am' }),
    );
    expect(sayAgain('pcm', "Sorry, we're closed.")).toBe(pcmLater.shopClosed);
    expect(sayAgain('ha', "Sorry, we're not open yet. We open at 9:00 am today")).toBe(
      fill(haLater.shopNotOpenYet, { time: '9:00 am' }),
    );
    expect(sayAgain('en', "Sorry, we're closed. Till tomorrow 10:00 am")).toBe(
      "Sorry, we're closed. Till tomorrow 10:00 am",
    );
  });

  it("counts by each language's own plural rules", () => {
    expect(say('en', 'dishCount', { count: 1 })).toBe('1 dish');
    expect(say('en', 'dishCount', { count: 2 })).toBe('2 dishes');
    expect(say('pcm', 'dishCount', { count: 2 })).toBe('2 food');
    expect(say('ha', 'dishCount', { count: 3 })).toBe('abinci 3');
    expect(say('yo', 'dishCount', { count: 1 })).toBe('oúnjẹ 1');
  });
});
