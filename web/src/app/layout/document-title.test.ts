import { afterEach, describe, expect, it } from 'vitest';
import { ha } from '@buka/domain/locales/ha';
import { haLater } from '@buka/domain/locales/later/ha';
import { yo } from '@buka/domain/locales/yo';
import { showLanguage } from '../../shared/i18n/i18n';
// The later pages' words come with each language shown from now on, as once such a page is open.
import '../../shared/i18n/later';
import { documentTitle } from './document-title';

describe('documentTitle', () => {
  afterEach(() => showLanguage('en'));

  it('names the page, then the shop, in English', async () => {
    await showLanguage('en');
    expect(documentTitle('Mama Put', '/')).toBe('Mama Put — order food online');
    expect(documentTitle('Mama Put', '/menu')).toBe('Menu — Mama Put');
    expect(documentTitle('Mama Put', '/about')).toBe('About us — Mama Put');
    expect(documentTitle('Mama Put', '/payment/fail')).toBe('Payment failed — Mama Put');
    // Any address the app does not know shows the home page, and its title.
    expect(documentTitle('Mama Put', '/no/such/page')).toBe('Mama Put — order food online');
  });

  it('says the home page and the menu in Hausa, as the server draws them', async () => {
    await showLanguage('ha');
    expect(documentTitle('Mama Put', '/')).toBe(ha.homeTabTitle.replace('{shop}', 'Mama Put'));
    expect(documentTitle('Mama Put', '/menu')).toBe(`${ha.menuTitle} — Mama Put`);
    expect(documentTitle('Mama Put', '/orders')).toBe(`${ha.myOrders} — Mama Put`);
  });

  it('follows a change of language', async () => {
    await showLanguage('ha');
    expect(documentTitle('Mama Put', '/menu')).toBe(`${ha.menuTitle} — Mama Put`);
    await showLanguage('yo');
    expect(documentTitle('Mama Put', '/')).toBe(yo.homeTabTitle.replace('{shop}', 'Mama Put'));
    expect(documentTitle('Mama Put', '/menu')).toBe(`${yo.menuTitle} — Mama Put`);
  });

  it("says a later page's name in the language, with the later pages' words", async () => {
    await showLanguage('ha');
    expect(documentTitle('Mama Put', '/payment/fail')).toBe(
      `${haLater.tabPaymentFailed} — Mama Put`,
    );
    expect(documentTitle('Mama Put', '/login')).toBe(`${haLater.tabLogin} — Mama Put`);
  });

  it('keeps the staff pages English, in every language, with the count of what waits', async () => {
    await showLanguage('ha');
    expect(documentTitle('Mama Put', '/admin/orders', 2)).toBe('(2) Admin — Orders — Mama Put');
    expect(documentTitle('Mama Put', '/pay/simulator/abc')).toBe('Pay (test payment) — Mama Put');
  });
});
