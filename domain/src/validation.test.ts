import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messages } from './messages';
import { normalizePhone } from './phone-numbers';
import { firstIssueMessage, nameSchema, passwordSchema, phoneSchema } from './validation';

/** The message a field's schema gives for a value, or 'ok' when the value passes. */
function verdict(schema: z.ZodType, value: unknown): string {
  const result = schema.safeParse(value);
  return result.success ? 'ok' : firstIssueMessage(result.error, 'fallback');
}

describe('the sign-up words', () => {
  it('say what is expected, in plain English', () => {
    expect(messages.phoneInvalid).toBe('Phone numbers have 11 digits, like 08031234567');
    expect(messages.passwordInvalid).toBe('Your password needs at least 3 characters');
    expect(messages.nameInvalid).toMatch(/^Your name needs at least 3 letters/);
    expect(messages.newPasswordInvalid).toBe('Your new password needs at least 3 characters');
    expect(messages.passwordsNotEqual).toBe('The two passwords are not the same');
    expect(messages.invalidPhone).toBe('Please enter a valid phone number');
  });

  it('never doubles a word or a space', () => {
    for (const words of Object.values(messages)) {
      expect(words).not.toMatch(/ {2}|\b(\w+) \1\b/i);
    }
  });
});

describe('phoneSchema (docs/server-rules.md#validation: exactly 11 digits)', () => {
  it.each(['08012345678', '00000000000', '09099999999'])('accepts %s', (phone) => {
    expect(verdict(phoneSchema, phone)).toBe('ok');
  });

  // The ways people write a Nigerian number all keep the 11 digits dialled at home.
  it.each([
    ['with spaces', '0803 123 4567', '08031234567'],
    ['with dashes', '0803-123-4567', '08031234567'],
    ['with spaces around', ' 08031234567 ', '08031234567'],
    ['with the country code', '+234 803 123 4567', '08031234567'],
    ['with the country code and no plus', '2348031234567', '08031234567'],
    ['with the country code and the zero', '+234 (0) 803 123 4567', '08031234567'],
    ['with the country code, dashes', '+234-803-123-4567', '08031234567'],
  ])('accepts a number written %s and keeps the 11 digits', (_how, written, stored) => {
    expect(phoneSchema.parse(written)).toBe(stored);
    expect(normalizePhone(written)).toBe(stored);
  });

  it.each([
    ['10 digits', '0801234567'],
    ['12 digits', '080123456789'],
    ['a letter', '0801234567a'],
    ['a plus sign and too few digits', '+2348012345'],
    ['another country', '+44 7700 900123'],
    ['a country code and 11 digits after it', '+234 80312345678'],
    ['non-ASCII digits', '٠٨٠١٢٣٤٥٦٧٨'],
    ['nothing', ''],
    ['a page of spaces', ' '.repeat(41) + '08031234567'],
  ])('refuses %s', (_label, phone) => {
    expect(verdict(phoneSchema, phone)).toBe(messages.phoneInvalid);
  });
});

describe('passwordSchema (docs/server-rules.md#validation: at least 3 characters)', () => {
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

describe('nameSchema (docs/server-rules.md#validation: letters and spaces, at least 3)', () => {
  it.each(['Ada', 'Ada Obi', 'chinedu okafor', 'a b'])('accepts %j', (name) => {
    expect(verdict(nameSchema, name)).toBe('ok');
  });

  // Real names were refused.
  it.each(['Okonkwo-Eze', "O'Neil", 'O’Neil', 'Ngozi A.', 'Mr. Obi', 'Ọlá Adé', 'Chukwuemeka'])(
    'accepts %j with its hyphen, apostrophe, dot or tone marks',
    (name) => {
      expect(verdict(nameSchema, name)).toBe('ok');
    },
  );

  it('stores the name without the spaces around it', () => {
    expect(nameSchema.parse('  Ada Obi  ')).toBe('Ada Obi');
  });

  it.each([
    ['two letters', 'Ab'],
    ['two letters padded with spaces', '  Ab  '],
    ['only spaces', '     '],
    ['a digit', 'Ada1'],
    ['a start that is not a letter', '-Ada'],
    ['only punctuation', ".'-"],
    ['another sign', 'Ada & Obi'],
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
