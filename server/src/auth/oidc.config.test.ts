import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { readProfile } from './oidc.client';
import { readOidcConfig } from './oidc.config';
import { isFetchablePhoto } from './oidc.photo';

const full = {
  OIDC_ISSUER: 'https://accounts.google.com',
  OIDC_CLIENT_ID: 'shop',
  OIDC_CLIENT_SECRET: 'secret',
};

describe('OIDC configuration', () => {
  it('is off when nothing is set', () => {
    expect(readOidcConfig({})).toBeNull();
    expect(loadConfig({}).oidc).toBeNull();
  });

  it('names a well-known provider on the button, or says what it does', () => {
    expect(readOidcConfig(full)).toMatchObject({
      label: 'Continue with Google',
      providerId: 'accounts.google.com',
    });
    expect(
      readOidcConfig({ ...full, OIDC_ISSUER: 'https://id.example.ng/realms/shop' }),
    ).toMatchObject({ label: 'Continue with your account', providerId: 'id.example.ng' });
    expect(readOidcConfig({ ...full, OIDC_LABEL: 'Sign in with Kubwa ID' })).toMatchObject({
      label: 'Sign in with Kubwa ID',
    });
  });

  it('stops the start with readable problems when half set or insecure', () => {
    expect(() => loadConfig({ OIDC_ISSUER: 'https://accounts.google.com' })).toThrow(
      'OIDC_CLIENT_ID, OIDC_CLIENT_SECRET: needed too',
    );
    expect(() => loadConfig({ ...full, OIDC_ISSUER: 'http://id.example.ng' })).toThrow(
      'OIDC_ISSUER: must start with https://',
    );
    expect(() => loadConfig({ ...full, OIDC_ISSUER: 'not a url' })).toThrow('OIDC_ISSUER');
    expect(() => loadConfig({ OIDC_LABEL: 'Go' })).toThrow('OIDC_LABEL');
    // The tests' provider on this machine may use plain http.
    expect(readOidcConfig({ ...full, OIDC_ISSUER: 'http://127.0.0.1:4790' })).toMatchObject({
      providerId: '127.0.0.1:4790',
    });
  });
});

describe('reading the person from the provider', () => {
  it('takes only a verified e-mail as the key', () => {
    expect(readProfile({ email: 'a@b.ng', email_verified: true, name: 'Ada' })).toEqual({
      email: 'a@b.ng',
      name: 'Ada',
      picture: null,
    });
    expect(() => readProfile({ email: 'a@b.ng', email_verified: 'true' })).toThrow(
      expect.objectContaining({ code: 'unverified' }),
    );
    expect(() => readProfile({ email: 'a@b.ng' })).toThrow(
      expect.objectContaining({ code: 'unverified' }),
    );
    expect(() => readProfile({ email_verified: true })).toThrow(
      expect.objectContaining({ code: 'no-email' }),
    );
    expect(() => readProfile({ email: 'not-an-email', email_verified: true })).toThrow(
      expect.objectContaining({ code: 'no-email' }),
    );
  });

  it('drops an odd name or photo address instead of refusing', () => {
    const profile = readProfile({
      email: 'a@b.ng',
      email_verified: true,
      name: 'x'.repeat(500),
      picture: 'javascript:alert(1)',
    });
    expect(profile).toEqual({ email: 'a@b.ng', name: null, picture: null });
  });

  it("fetches a photo over https, or plain http only from the tests' provider itself", () => {
    expect(isFetchablePhoto('https://lh3.example.com/a.png', 'https://accounts.google.com')).toBe(
      true,
    );
    expect(isFetchablePhoto('http://cdn.example.com/a.png', 'https://accounts.google.com')).toBe(
      false,
    );
    expect(isFetchablePhoto('http://127.0.0.1:8080/a.png', 'https://accounts.google.com')).toBe(
      false,
    );
    expect(isFetchablePhoto('http://127.0.0.1:4790/p.png', 'http://127.0.0.1:4790')).toBe(true);
    expect(isFetchablePhoto('http://127.0.0.1:22/p.png', 'http://127.0.0.1:4790')).toBe(false);
    expect(isFetchablePhoto('not a url', 'http://127.0.0.1:4790')).toBe(false);
  });
});
