import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { oidcErrorMessage } from './oidc';

describe('the login page words for a provider sign-in that came back', () => {
  it('explains each code the server sends', () => {
    expect(oidcErrorMessage('denied')).toBe(messages.providerDenied);
    expect(oidcErrorMessage('unverified')).toBe(messages.providerEmailUnverified);
    expect(oidcErrorMessage('disabled')).toBe(messages.accountDisabled);
  });

  it('says nothing without a code, and something useful for an unknown one', () => {
    expect(oidcErrorMessage(null)).toBeNull();
    expect(oidcErrorMessage('')).toBeNull();
    expect(oidcErrorMessage('toString')).toBe(messages.providerFailed);
    expect(oidcErrorMessage('<script>')).toBe(messages.providerFailed);
  });
});
