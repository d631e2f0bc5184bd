import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Settings } from '@buka/domain/settings';
import {
  adminSessionUser,
  bearer,
  phone,
  placeCashOrder,
  registerCustomer,
  skipWelcomeCard,
  startSignedIn,
  updateSettings,
} from '../fixtures';
import { cartPanel, openCart, putInCart } from './cart-helpers';
import { createFood } from './dish-helpers';
import { joinAs, uniqueName } from './team-helpers';

// One after another: one test changes the shop's WhatsApp number the others read.
test.describe.configure({ mode: 'serial' });

// The sample shop's WhatsApp number, 08000000000, as wa.me wants it.
const SHOP_CHAT = 'https://wa.me/2348000000000';

/** The number and the words a WhatsApp link carries, as WhatsApp will read them. */
async function chatOf(link: Locator): Promise<{ to: string; text: string }> {
  const href = (await link.getAttribute('href')) ?? '';
  const url = new URL(href);
  return { to: `${url.origin}${url.pathname}`, text: url.searchParams.get('text') ?? '' };
}

/** Whether two boxes on the screen share any point. */
function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** The link's box against every dish card's and the cart button's, as laid out now. */
async function coversDishOrCart(page: Page, link: Locator): Promise<boolean> {
  const box = await link.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);
  const others = await page.evaluate(() =>
    [
      ...Array.from(document.querySelectorAll('article')),
      ...Array.from(document.querySelectorAll(`button[aria-label^="Cart"]`)),
    ].map((element) => element.getBoundingClientRect().toJSON() as DOMRect),
  );
  return others.some((other) => overlaps(box, other));
}

for (const width of [320, 360]) {
  test.describe(`on a phone ${width} px wide`, () => {
    test.use({ ...phone, viewport: { width, height: 740 } });

    test('the home page and the menu offer a chat with the shop, over no dish and no cart', async ({
      page,
    }) => {
      await skipWelcomeCard(page);
      await page.goto('/');
      const home = page.getByRole('link', { name: 'Chat on WhatsApp' });
      await expect(home).toBeVisible();
      expect(await chatOf(home)).toEqual({ to: SHOP_CHAT, text: 'Hello Buka, ' });

      await page.goto('/menu');
      await expect(page.getByRole('heading', { name: 'Jollof Rice' })).toBeVisible();
      const menu = page.getByRole('link', { name: 'Chat on WhatsApp' });
      await expect(menu).toBeVisible();
      expect((await chatOf(menu)).to).toBe(SHOP_CHAT);
      expect(await coversDishOrCart(page, menu)).toBe(false);
      // Further down the menu, it stays where it is in the page instead of following.
      await page.mouse.wheel(0, 1200);
      await page.getByRole('heading', { name: 'Chips' }).scrollIntoViewIfNeeded();
      expect(await coversDishOrCart(page, menu)).toBe(false);
    });

    test("an order's page asks about that order: its number, dishes, total and address", async ({
      page,
    }) => {
      const customer = await registerCustomer(page.request, { name: 'Ada Obi' });
      // A dish of the test's own: the sample dishes' stock is shared by the whole run.
      const dish = await createFood(page.request, `Asun ${width}`, 2500);
      const orderId = await placeCashOrder(page.request, customer, {
        products: [{ id: dish.id, qty: 2 }],
        address: '12 Market Road',
      });
      await skipWelcomeCard(page);
      await startSignedIn(page, customer.session);
      await page.goto(`/orders?order=${orderId}`);
      const ask = page.getByRole('link', { name: 'Ask about this order' });
      await expect(ask).toBeVisible();
      const chat = await chatOf(ask);
      expect(chat.to).toBe(SHOP_CHAT);
      const lines = chat.text.split('\n');
      expect(lines[0]).toBe(`Hello Buka, I have a question about my order #${orderId}.`);
      expect(lines).toContain(`2 × Asun ${width}`);
      expect(lines).toContain('Total: ₦5,000');
      expect(lines.at(-1)).toBe('Delivery to 12 Market Road, PZ');
    });

    test("staff message the customer at the order's step, and a rider with the delivery", async ({
      page,
    }) => {
      const customer = await registerCustomer(page.request, { name: 'Chidi Okafor' });
      const dish = await createFood(page.request, `Kilishi ${width}`, 1500);
      // A real Nigerian mobile on the order, as customers give one.
      const mobile = `0803${String(Date.now() % 10_000_000).padStart(7, '0')}`;
      const placed = await page.request.post('/api/orders', {
        headers: bearer(customer.session.token),
        data: {
          name: customer.name,
          phone: mobile,
          address: '7 Gaskiya Road',
          landmark: 'the blue gate',
          area: 'PZ',
          products: [{ id: dish.id, qty: 1 }],
          paymentMethod: 'cash',
        },
      });
      expect(placed.status(), await placed.text()).toBe(201);
      const { id } = (await placed.json()) as { id: number };
      // A rider of the shop's (a mobile number WhatsApp takes, not the run's made-up 09… ones).
      const riderName = uniqueName('Musa');
      const riderMobile = `0813${String(Date.now() % 10_000_000).padStart(7, '0')}`;
      await joinAs(page.request, riderName, 'rider', riderMobile);
      await skipWelcomeCard(page);
      await startSignedIn(page, await adminSessionUser(page.request));
      await page.goto('/admin/orders');
      const card = page.getByRole('listitem', { name: `Order #${id}` });
      await card.getByRole('button', { name: `Accept order #${id}, ready in 20 min` }).tap();

      const toCustomer = card.getByRole('link', { name: 'Message the customer' });
      await expect(toCustomer).toBeVisible();
      await expect
        .poll(async () => (await chatOf(toCustomer)).text)
        .toMatch(
          new RegExp(
            `^Hello Chidi, this is Buka\\. Your order #${id} is accepted and will be ready about \\d{1,2}:\\d\\d [ap]m\\.$`,
          ),
        );
      expect((await chatOf(toCustomer)).to).toBe(`https://wa.me/234${mobile.slice(1)}`);

      const toRider = await chatOf(card.getByRole('link', { name: 'Message the rider' }));
      // No number: WhatsApp asks staff which rider to send it to.
      expect(toRider.to).toBe('https://wa.me/');
      expect(toRider.text.split('\n')).toEqual([
        `Buka: delivery of order #${id}`,
        `Chidi Okafor, ${mobile}`,
        'Delivery to 7 Gaskiya Road, PZ (near the blue gate)',
        'Collect ₦1,500.',
        `1 × Kilishi ${width}`,
      ]);

      // Given to a rider, the same words go to that rider's own chat.
      await card.getByLabel(`Rider for order #${id}`).selectOption({ label: riderName });
      const toAssigned = card.getByRole('link', { name: `Message ${riderName}, the rider` });
      await expect(toAssigned).toBeVisible();
      expect((await chatOf(toAssigned)).to).toBe(`https://wa.me/234${riderMobile.slice(1)}`);
      expect((await chatOf(toAssigned)).text).toBe(toRider.text);
    });

    test('Order on WhatsApp places the order in the shop, then opens the chat with it and a pay link', async ({
      page,
    }) => {
      const customer = await registerCustomer(page.request, { name: 'Bala Musa' });
      const dish = await createFood(page.request, `Tuwo ${width}`, 3000);
      await putInCart(page.request, customer, dish.id);
      await skipWelcomeCard(page);
      await startSignedIn(page, customer.session);
      await page.goto('/menu');
      const panel = await openCart(page);
      await panel.getByLabel('Address').fill('3 Kwangila Street');
      await panel.getByLabel('Delivery area').selectOption('Samaru');
      // One width pays cash, the other online (the default), for both endings of the chat.
      const cash = width === 320;
      if (cash) await panel.getByRole('radio', { name: 'Cash' }).check();
      await panel.getByRole('button', { name: 'Order on WhatsApp' }).tap();

      // Placed as usual: the success page, and the order on the board like any other.
      await expect(page).toHaveURL(/\/order\/success\/(\d+)\/3000\?whatsapp=1$/);
      const id = Number(/success\/(\d+)\//.exec(page.url())?.[1]);
      await expect(cartPanel(page)).toBeHidden();
      const send = page.getByRole('link', { name: 'Send it on WhatsApp' });
      await expect(send).toBeVisible();
      const chat = await chatOf(send);
      expect(chat.to).toBe(SHOP_CHAT);
      const lines = chat.text.split('\n');
      expect(lines[0]).toBe(`Hello Buka, I just placed order #${id}.`);
      expect(lines).toContain(`1 × Tuwo ${width}`);
      expect(lines).toContain('Delivery to 3 Kwangila Street, Samaru');
      if (cash) {
        expect(lines.at(-1)).toBe('I will pay cash on delivery.');
        // A cash order is before the kitchen at once, as any other.
        const board = await page.request.get('/api/admin/orders?status=new', {
          headers: bearer((await adminSessionUser(page.request)).token),
        });
        const waiting = (await board.json()) as { orders: { id: number }[] };
        expect(waiting.orders.map((order) => order.id)).toContain(id);
      } else {
        // Online: the chat carries where to pay; the kitchen sees it once paid, as any other.
        expect(lines.at(-1)).toBe(
          `I will pay online here: ${new URL(page.url()).origin}/orders?order=${id}`,
        );
      }
    });

    test('a failed payment offers the same chat, saying the payment failed', async ({ page }) => {
      const customer = await registerCustomer(page.request);
      const dish = await createFood(page.request, `Masa ${width}`, 1000);
      const placed = await page.request.post('/api/orders', {
        headers: { authorization: `Bearer ${customer.session.token}` },
        data: {
          name: customer.name,
          phone: customer.phone,
          fulfilment: 'pickup',
          address: '',
          products: [{ id: dish.id, qty: 1 }],
          paymentMethod: 'online',
        },
      });
      expect(placed.status(), await placed.text()).toBe(201);
      const { id } = (await placed.json()) as { id: number };
      await skipWelcomeCard(page);
      await startSignedIn(page, customer.session);
      await page.goto(`/payment/fail?order=${id}`);
      const ask = page.getByRole('link', { name: 'Ask about this order' });
      await expect(ask).toBeVisible();
      const { text } = await chatOf(ask);
      expect(text.split('\n')[0]).toBe(`Hello Buka, my payment for order #${id} failed.`);
      expect(text).toContain('Pickup at the shop');
    });
  });
}

test("the links follow the shop's WhatsApp number, and none shows without one", async ({
  page,
}) => {
  const before = (await (await page.request.get('/api/settings')).json()) as Settings;
  await skipWelcomeCard(page);
  try {
    await updateSettings(page.request, { whatsapp: '+234 803 123 4567' });
    await page.goto('/');
    const chat = page.getByRole('link', { name: 'Chat on WhatsApp' });
    expect((await chatOf(chat)).to).toBe('https://wa.me/2348031234567');

    await updateSettings(page.request, { whatsapp: '' });
    await page.goto('/menu');
    await expect(page.getByRole('heading', { name: 'Jollof Rice' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveCount(0);
  } finally {
    await updateSettings(page.request, { whatsapp: before.whatsapp });
  }
});
