import { describe, expect, it } from 'vitest';
import { isRedirectUrl } from './redirect-url';

describe('isRedirectUrl', () => {
  it.each([
    ['https://checkout.paystack.com/abc', true],
    ['http://127.0.0.1:4173/pay/simulator/buka-1-ff', true],
    ['/payment/exists', true],
    ['//evil.example/x', false],
    ['javascript:alert(1)', false],
    ['data:text/html,hi', false],
    ['', false],
    ['not a url', false],
  ])('%s → %s', (url, ok) => {
    expect(isRedirectUrl(url)).toBe(ok);
  });
});
