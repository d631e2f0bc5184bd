import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const page = vi.hoisted(() => {
  const where = { pathname: '/menu' };
  vi.stubGlobal('location', where);
  return where;
});

// The unit tier shares one module world between files (isolate: false): a stub left behind
// would answer another file's fetch or localStorage.
afterAll(() => vi.unstubAllGlobals());

const { dismissToast, leavePage, showToast, TOAST_MS } = await import('./toast-store');

// A toast's id says whether it is the one already shown (same id) or a new one.
describe('toasts (one per message, gone with the page)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    page.pathname = '/menu';
  });
  afterEach(() => {
    leavePage('/nowhere');
    vi.useRealTimers();
  });

  it('keeps one toast for the same words said again, for 5 s after the last time', () => {
    const first = showToast('Please login to add items to cart', 'error');
    vi.advanceTimersByTime(TOAST_MS - 1000);
    expect(showToast('Please login to add items to cart', 'error')).toBe(first);
    vi.advanceTimersByTime(TOAST_MS - 1000);
    expect(showToast('Please login to add items to cart', 'error')).toBe(first);
    vi.advanceTimersByTime(TOAST_MS);
    expect(showToast('Please login to add items to cart', 'error')).not.toBe(first);
  });

  it('shows different words, or the same words in another tone, apart', () => {
    const error = showToast('Item already in cart', 'error');
    expect(showToast('Item already in cart', 'info')).not.toBe(error);
    expect(showToast('Cart is already empty', 'error')).not.toBe(error);
  });

  it("closes the last page's toasts when the customer moves on, not the new page's", () => {
    const menuToast = showToast('Item already in cart', 'error');
    page.pathname = '/order/success/7/5000';
    const successToast = showToast("Something went wrong. Can't make payment now!", 'error');
    leavePage('/order/success/7/5000');
    expect(showToast('Item already in cart', 'error')).not.toBe(menuToast);
    expect(showToast("Something went wrong. Can't make payment now!", 'error')).toBe(successToast);
  });

  it('closes a dismissed toast', () => {
    const id = showToast('Profile saved', 'success');
    dismissToast(id);
    expect(showToast('Profile saved', 'success')).not.toBe(id);
  });
});
