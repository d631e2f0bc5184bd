import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@buka/domain/languages';
import { api } from '../api/client';
import { getSession } from '../session/session-store';
import { rememberLanguage, reviewedLanguages, showLanguage, t, useLanguage } from './i18n';

/**
 * Shows the pages in another language at once, remembers it in this browser and, for a
 * signed-in customer, on their account (the texts the shop sends follow it).
 */
export async function chooseLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  await showLanguage(language);
  if (getSession()) {
    await api('/api/me/language', { method: 'PUT', body: { language } }).catch(() => undefined);
  }
}

/**
 * The languages, each named in itself. Links, so that before the app is live a tap still
 * works: the server remembers the choice and draws the page in it (docs/languages.md). A
 * language the shop has read through carries a tick, said in words to a screen reader.
 */
export function LanguageChooser({ className = '' }: { className?: string }) {
  const current = useLanguage();
  const reviewed = reviewedLanguages();
  return (
    <nav aria-label={t('language')} className={className}>
      <ul className="flex flex-wrap gap-x-3">
        {LANGUAGES.map((language) => (
          <li key={language}>
            <a
              href={`?lang=${language}`}
              lang={language}
              hrefLang={language}
              aria-current={language === current ? 'true' : undefined}
              onClick={(event) => {
                event.preventDefault();
                void chooseLanguage(language);
              }}
              className="inline-flex min-h-11 items-center underline-offset-4 hover:underline aria-[current]:font-bold aria-[current]:underline"
            >
              {LANGUAGE_NAMES[language]}
              {reviewed.includes(language) && (
                <span lang={current} title={t('languageReviewed')}>
                  &nbsp;✓<span className="sr-only"> {t('languageReviewed')}</span>
                </span>
              )}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
