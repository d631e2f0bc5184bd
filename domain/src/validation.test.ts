import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messages } from './messages';
import { firstIssueMessage, nameSchema, passwordSchema, phoneSchema } from './validation';

/** The message a field's schema gives for a value, or 'ok' when the value passes. */
function verdict(schema: z.ZodType, value: unknown): string {
  const result = schema.safeParse(value);
  return result.success ? 'ok' : firstIssueMessage(result.error, 'fallback');
}

describe('spec §5 words', () => {
  it('keeps the odd spellings and spacing of the spec', () => {
    expect(messages.phoneInvalid).toBe('Phone number is invalid. Must be an 11 digit numbers');
    expect(messages.passwordInvalid).toBe('password is invalid. Must be at least 3');
    expect(messages.nameInvalid).toBe('Name is  is invalid. Must be at least 3');
    expect(messages.newPasswordInvalid).toBe('New password is invalid. Must be at least 3');
    expect(messages.repeatedPasswordInvalid).toBe(
      'Repeated password is invalid. Must be at least 3',
    );
    expect(messages.passwordsNotEqual).toBe('Passwords are not equal');
    expect(messages.invalidPhone).toBe('Please enter a valid phone number');
  });
});

describe('phoneSchema (spec §5: exactly 11 digits)', () => {
  it.each(['08012345678', '00000000000', '09099999999'])('accepts %s', (phone) => {
    expect(verdict(phoneSchema, phone)).toBe('ok');
  });

  it.each([
    ['10 digits', '0801234567'],
    ['12 digits', '080123456789'],
    ['a letter', '0801234567a'],
    ['a plus sign', '+2348012345'],
    ['spaces inside', '0801 234 5678'],
    ['a space around', ' 08012345678'],
    ['a dash', '0801-2345678'],
    ['non-ASCII digits', '٠٨٠١٢٣٤٥٦٧٨'],
    ['nothing', ''],
  ])('refuses %s', (_label, phone) => {
    expect(verdict(phoneSchema, phone)).toBe(messages.phoneInvalid);
  });
});

describe('passwordSchema (spec §5: at least 3 characters)', () => {
  it('accepts 3 characters and more', () => {
    expect(verdict(passwordSchema, 'abc')).toBe('ok');
    expect(verdict(passwordSchema, '   ')).toBe('ok');
    expect(verdict(passwordSchema, 'a much longer pass phrase')).toBe('ok');
  });

  it.each(['', 'a', 'ab'])('refuses %j with the spec words', (password) => {
    expect(verdict(passwordSchema, password)).toBe(messages.passwordInvalid);
  });

  it('refuses an absurdly long password instead of hashing it', () => {
    expect(passwordSchema.safeParse('x'.repeat(201)).success).toBe(false);
  });
});

describe('nameSchema (spec §5: letters and spaces, at least 3)', () => {
  it.each(['Ada', 'Ada Obi', 'chinedu okafor', 'a b'])('accepts %j', (name) => {
    expect(verdict(nameSchema, name)).toBe('ok');
  });

  it('stores the name without the spaces around it', () => {
    expect(nameSchema.parse('  Ada Obi  ')).toBe('Ada Obi');
  });

  it.each([
    ['two letters', 'Ab'],
    ['two letters padded with spaces', '  Ab  '],
    ['only spaces', '     '],
    ['a digit', 'Ada1'],
    ['a dot', 'Mr. Obi'],
    ['a hyphen', 'Ade-Ola'],
    ['an emoji', 'Ada 😀'],
    ['nothing', ''],
    ['more than 80 characters', 'a'.repeat(81)],
  ])('refuses %s with the spec words', (_label, name) => {
    expect(verdict(nameSchema, name)).toBe(messages.nameInvalid);
  });
});

describe('firstIssueMessage', () => {
  it('gives our own words from the first issue', () => {
    const result = z.object({ a: phoneSchema, b: nameSchema }).safeParse({ a: '1', b: 'x' });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(firstIssueMessage(result.error, 'fallback')).toBe(messages.phoneInvalid);
  });

  it("falls back when zod's own wording would reach the user", () => {
    const missing = z.object({ a: phoneSchema }).safeParse({});
    const wrongType = phoneSchema.safeParse(42);
    const notAnObject = z.object({ a: phoneSchema }).safeParse([]);
    for (const result of [missing, wrongType, notAnObject]) {
      expect(result.success).toBe(false);
      if (!result.success)
        expect(firstIssueMessage(result.error, 'Incorrect inputs')).toBe('Incorrect inputs');
    }
  });
});
