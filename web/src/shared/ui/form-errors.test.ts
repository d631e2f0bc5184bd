import { describe, expect, it } from 'vitest';
import { registerFormSchema } from '@buka/domain/auth';
import { fieldErrors } from './form-errors';

describe('fieldErrors', () => {
  it('keeps the first message of every field, in the spec words', () => {
    const result = registerFormSchema.safeParse({
      name: 'Al',
      phoneNumber: '123',
      password: 'ab',
      repeatPassword: 'a',
    });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      name: 'Name is  is invalid. Must be at least 3',
      phoneNumber: 'Phone number is invalid. Must be an 11 digit numbers',
      password: 'New password is invalid. Must be at least 3',
      repeatPassword: 'Repeated password is invalid. Must be at least 3',
    });
  });

  it('puts a mismatch of the passwords under the repeated one', () => {
    const result = registerFormSchema.safeParse({
      name: 'Ada Obi',
      phoneNumber: '08012345678',
      password: 'abc',
      repeatPassword: 'abd',
    });
    expect(fieldErrors(result.error!)).toEqual({ repeatPassword: 'Passwords are not equal' });
  });
});
