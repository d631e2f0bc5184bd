import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerFormSchema } from '@buka/domain/auth';
import { ha } from '@buka/domain/locales/ha';
import { messages } from '@buka/domain/messages';
import { fill, messageIds } from '@buka/domain/message-ids';
import { showLanguage } from '../i18n/i18n';
import { fieldErrors } from './form-errors';

describe('fieldErrors', () => {
  it('keeps the first message of every field, as the messages table words them', () => {
    const result = registerFormSchema.safeParse({
      name: 'Al',
      phoneNumber: '123',
      password: 'ab',
      repeatPassword: 'a',
    });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      name: messages.nameInvalid,
      phoneNumber: messages.phoneInvalid,
      password: messages.newPasswordInvalid,
      repeatPassword: messages.repeatedPasswordInvalid,
    });
  });

  it('puts a mismatch of the passwords under the repeated one', () => {
    const result = registerFormSchema.safeParse({
      name: 'Ada Obi',
      phoneNumber: '08012345678',
      password: 'abc',
      repeatPassword: 'abd',
    });
    expect(fieldErrors(result.error!)).toEqual({ repeatPassword: messages.passwordsNotEqual });
  });
});

describe('fieldErrors in another language', () => {
  afterEach(() => showLanguage('en'));

  // The pages' build gives the domain's rules the table's ids (web/build/catalogs.ts); here a
  // schema written with them stands in for one.
  const schema = z.object({
    phoneNumber: z.string().regex(/^\d{11}$/, messageIds.phoneInvalid),
    name: z.string().max(3, fill(messageIds.addressLabelTooLong, { max: 3 })),
  });

  it("says a rule's id, with its values, in the language on screen", async () => {
    await showLanguage('ha');
    const result = schema.safeParse({ phoneNumber: '123', name: 'Ada Obi' });
    expect(fieldErrors(result.error!)).toEqual({
      phoneNumber: ha.phoneInvalid,
      name: ha.addressLabelTooLong.replace('{max}', '3'),
    });
  });

  it('says it in English on an English page', async () => {
    await showLanguage('en');
    const result = schema.safeParse({ phoneNumber: '123', name: 'Ada Obi' });
    expect(fieldErrors(result.error!)).toEqual({
      phoneNumber: messages.phoneInvalid,
      name: messages.addressLabelTooLong.replace('{max}', '3'),
    });
  });
});
