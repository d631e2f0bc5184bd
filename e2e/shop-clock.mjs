// Loaded only into a browser test's own shop (node --import, see tests/own-shop.ts), never by
// the app: the server's clock starts at E2E_SHOP_CLOCK (an instant) and runs on from there, so
// a test can stand at 21:30 in Lagos whatever the hour of the run. Everything reads it: the
// server's deps.now(), sessions, the timers that announce later orders.
const start = Date.parse(process.env.E2E_SHOP_CLOCK ?? '');
if (Number.isNaN(start))
  throw new Error('E2E_SHOP_CLOCK must be an instant, e.g. 2025-03-12T20:30:00Z');

const RealDate = Date;
const offset = start - RealDate.now();

class ShopDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + offset);
    else super(...args);
  }

  static now() {
    return RealDate.now() + offset;
  }
}

globalThis.Date = ShopDate;
