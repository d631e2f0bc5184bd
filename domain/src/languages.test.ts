import { describe, expect, it } from 'vitest';
import {
  LANGUAGES,
  languageCookie,
  languageFromAcceptLanguage,
  languageFromCookie,
  requestLanguage,
} from './languages';

describe("a visitor's language", () => {
  it("follows the phone's first language we speak, by its q-values", () => {
    expect(languageFromAcceptLanguage('ha-NG,ha;q=0.9,en;q=0.8')).toBe('ha');
    expect(languageFromAcceptLanguage('fr-FR,yo;q=0.5,ig;q=0.7')).toBe('ig');
    expect(languageFromAcceptLanguage('en-NG')).toBe('en');
    expect(languageFromAcceptLanguage('pcm')).toBe('pcm');
    expect(languageFromAcceptLanguage('fr, de;q=0.5')).toBeNull();
    expect(languageFromAcceptLanguage('yo;q=0, en;q=0.1')).toBe('en');
    expect(languageFromAcceptLanguage('')).toBeNull();
  });

  it('keeps to a choice remembered in the cookie, whatever the phone says', () => {
    expect(languageFromCookie('a=1; lang=yo; b=2')).toBe('yo');
    expect(languageFromCookie('lang=fr')).toBeNull();
    expect(requestLanguage({ cookie: 'lang=ig', acceptLanguage: 'ha' })).toBe('ig');
    expect(requestLanguage({ cookie: 'lang=xx', acceptLanguage: 'ha' })).toBe('ha');
    expect(requestLanguage({})).toBe('en');
  });

  it('remembers each of the five for a year, for the whole site', () => {
    for (const language of LANGUAGES) {
      expect(languageFromCookie(languageCookie(language).split(';')[0])).toBe(language);
    }
    expect(languageCookie('ha')).toBe('lang=ha; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});
