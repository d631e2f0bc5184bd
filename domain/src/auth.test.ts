import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  profileUpdateSchema,
  registerFormSchema,
  signinRequestSchema,
  signupRequestSchema,
} from './auth';
import { messages } from './messages';
import { firstIssueMessage } from './validation';

function verdict(schema: z.ZodType, value: unknown): string {
  const result = schema.safeParse(value);
  return result.success ? 'ok' : firstIssueMessage(result.error, 'fallback');
}

const phone = '08012345678';

describe('signinRequestSchema (docs/server-rules.md#validation login)', () => {
  it('accepts an 11-digit phone and a password of 3', () => {
    expect(verdict(signinRequestSchema, { phoneNumber: phone, password: 'abc' })).toBe('ok');
  });

  it('refuses a phone that is not 11 digits', () => {
    expect(verdict(signinRequestSchema, { phoneNumber: '0801234567', password: 'abc' })).toBe(
      messages.phoneInvalid,
    );
  });

  it('refuses a password under 3 characters', () => {
    expect(verdict(signinRequestSchema, { phoneNumber: phone, password: 'ab' })).toBe(
      messages.passwordInvalid,
    );
  });

  it('ignores extra fields', () => {
    expect(
      signinRequestSchema.parse({ phoneNumber: phone, password: 'abc', remember: true }),
    ).toEqual({ phoneNumber: phone, password: 'abc' });
  });
});

describe('signupRequestSchema (docs/server-rules.md#validation signup)', () => {
  const valid = { name: 'Ada Obi', phoneNumber: phone, password: 'abc' };

  it('accepts a valid sign-up', () => {
    expect(verdict(signupRequestSchema, valid)).toBe('ok');
  });

  it.each([
    ['a short name', { name: 'Ab' }, messages.nameInvalid],
    ['a name with digits', { name: 'Ada 2' }, messages.nameInvalid],
    ['a 10-digit phone', { phoneNumber: '0801234567' }, messages.phoneInvalid],
    ['a short password', { password: 'ab' }, messages.newPasswordInvalid],
  ])('refuses %s with the spec words', (_label, change, message) => {
    expect(verdict(signupRequestSchema, { ...valid, ...change })).toBe(message);
  });
});

describe('registerFormSchema (docs/server-rules.md#validation: new and repeated password)', () => {
  const form = { name: 'Ada Obi', phoneNumber: phone, password: 'abcd', repeatPassword: 'abcd' };

  it('accepts matching passwords', () => {
    expect(verdict(registerFormSchema, form)).toBe('ok');
  });

  it("says 'New password is invalid' for a short new password", () => {
    expect(verdict(registerFormSchema, { ...form, password: 'ab', repeatPassword: 'abcd' })).toBe(
      messages.newPasswordInvalid,
    );
  });

  it("says 'Repeated password is invalid' for a short repeated password", () => {
    expect(verdict(registerFormSchema, { ...form, repeatPassword: 'ab' })).toBe(
      messages.repeatedPasswordInvalid,
    );
  });

  it('says the passwords differ on the repeated field when both are long enough', () => {
    const result = registerFormSchema.safeParse({ ...form, repeatPassword: 'abce' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.error.issues).toHaveLength(1);
    expect(result.error.issues[0]).toMatchObject({
      message: messages.passwordsNotEqual,
      path: ['repeatPassword'],
    });
  });

  it('sends no repeated password to the server', () => {
    expect(signupRequestSchema.parse(registerFormSchema.parse(form))).toEqual({
      name: 'Ada Obi',
      phoneNumber: phone,
      password: 'abcd',
    });
  });
});

describe('profileUpdateSchema (docs/server-rules.md#validation profile)', () => {
  it('accepts a partial change', () => {
    expect(profileUpdateSchema.parse({ name: ' Ada Obi ' })).toEqual({ name: 'Ada Obi' });
    expect(profileUpdateSchema.parse({ phoneNumber: ' 08012345678 ' })).toEqual({
      phoneNumber: '08012345678',
    });
    expect(profileUpdateSchema.parse({ photoURL: null })).toEqual({ photoURL: null });
  });

  it('keeps a phone written with the country code as its 11 digits', () => {
    expect(profileUpdateSchema.parse({ phoneNumber: '+234 801 234 5678' })).toEqual({
      phoneNumber: '08012345678',
    });
  });

  it.each(['0801234567a', 'phone', '+44 7700 900123', ''])(
    "says 'Please enter a valid phone number' for a phone that is not numeric: %j",
    (phoneNumber) => {
      expect(verdict(profileUpdateSchema, { phoneNumber })).toBe(messages.invalidPhone);
    },
  );

  it('still asks for 11 digits once the phone is numeric', () => {
    expect(verdict(profileUpdateSchema, { phoneNumber: '0801234' })).toBe(messages.phoneInvalid);
  });

  it('checks the name with the sign-up rule', () => {
    expect(verdict(profileUpdateSchema, { name: 'A1' })).toBe(messages.nameInvalid);
  });
});
