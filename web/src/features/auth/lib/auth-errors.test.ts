import { describe, expect, it } from 'vitest';
// The server's answers carry words of its own table.
import { messages } from '@buka/domain/server-messages';
import { signInErrorMessage, signUpErrorMessage } from './auth-errors';

describe('signInErrorMessage (docs/messages.md#catalogue login)', () => {
  it.each([
    [404, 'Incorrect phone number or password'],
    [422, 'Incorrect inputs'],
    [500, 'Something went wrong. Error 500'],
    [400, 'Something went wrong'],
    [502, 'Something went wrong'],
    [null, 'Something went wrong'],
  ])('status %s says %s', (status, text) => {
    expect(signInErrorMessage(status, 'from the server')).toBe(text);
  });

  it('passes on the server words for too many attempts and a disabled account', () => {
    expect(signInErrorMessage(429, 'Too many sign-in attempts')).toBe('Too many sign-in attempts');
    expect(signInErrorMessage(403, 'This account is disabled')).toBe('This account is disabled');
    expect(signInErrorMessage(429)).toBe('Something went wrong');
    expect(signInErrorMessage(503, messages.databaseUnreachable)).toBe(
      messages.databaseUnreachable,
    );
  });
});

describe('signUpErrorMessage (docs/messages.md#catalogue signup)', () => {
  it.each([
    [204, 'user already exists'],
    [500, 'Something went wrong'],
    [null, 'Something went wrong'],
    [200, 'Something went wrong 2'],
    [422, 'Something went wrong 2'],
    [404, 'Something went wrong 2'],
  ])('status %s says %s', (status, text) => {
    expect(signUpErrorMessage(status, 'from the server')).toBe(text);
  });

  it('passes on the server words for too many sign-ups from one network', () => {
    expect(signUpErrorMessage(429, 'Too many new accounts')).toBe('Too many new accounts');
    expect(signUpErrorMessage(429)).toBe('Something went wrong 2');
    expect(signUpErrorMessage(503, messages.databaseUnreachable)).toBe(
      messages.databaseUnreachable,
    );
  });
});
