import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { shopClock, shopToday } from '@buka/domain/shop-clock';
import { describeTimetable } from '@buka/domain/shop-hours';
import { useSettings } from '../../shared/api/get-settings';
import { useNow } from '../../shared/clock/use-now';
import { useHydrated } from '../../shared/hydration/use-hydrated';
import { ClockIcon, InstagramIcon, MailIcon, MapPinIcon } from '../../shared/ui/icons';
import { mapLinkOf } from '@buka/domain/default-settings';
import { t } from '../../shared/i18n/i18n';
import { LanguageChooser } from '../../shared/i18n/LanguageChooser';
import { withLaterWords } from '../../shared/i18n/later-words';
import { timetableWords } from '../../shared/i18n/timetable-words';

// The special days' dates need the later table's month names: loaded with it, and only when the
// shop has special days to come. Offline before it was ever kept, the footer shows none.
const SpecialDays = lazy(() =>
  withLaterWords(() => import('./SpecialDays'))().catch(() => ({ default: () => null })),
);

const linkClass = 'inline-flex min-h-11 items-center gap-2 hover:text-white hover:underline';

/** docs/screens.md#header-and-footer: business hours, address, and social, mail and map links. */
export function Footer() {
  const settings = useSettings();
  const instagram = settings.instagram.replace(/^@/, '');
  // Which special days are still to come is the browser's to say (the time): the markup drawn
  // on the server, and taken over, has none of them.
  const hydrated = useHydrated();
  const now = useNow();
  const today = shopToday(now);
  const specialDays = hydrated && settings.specialDays.some((day) => day.date >= today);
  return (
    <footer className="mt-12 bg-stone-900 text-stone-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <section aria-labelledby="footer-shop">
          <h2 id="footer-shop" className="text-lg font-bold text-white">
            {settings.name}
          </h2>
          <p className="mt-2 text-sm">{t('footerTagline')}</p>
          <nav aria-label={t('footerNavigation')} className="mt-3 flex flex-wrap gap-x-4 text-sm">
            <Link to="/menu" className={linkClass}>
              {t('navMenu')}
            </Link>
            <Link to="/about" className={linkClass}>
              {t('navAbout')}
            </Link>
            <Link to="/contact" className={linkClass}>
              {t('navContact')}
            </Link>
          </nav>
          <LanguageChooser className="mt-3 text-sm" />
        </section>

        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours" className="flex items-center gap-2 font-semibold text-white">
            <ClockIcon size={18} /> {t('businessHours')}
          </h2>
          <ul className="mt-2 space-y-1 text-sm">
            {describeTimetable(settings.timetable, timetableWords()).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {specialDays && (
            <Suspense fallback={null}>
              <SpecialDays now={now} settings={settings} />
            </Suspense>
          )}
        </section>

        <section aria-labelledby="footer-find">
          <h2 id="footer-find" className="font-semibold text-white">
            {t('findUs')}
          </h2>
          <address className="mt-2 text-sm not-italic">{settings.address}</address>
          <ul className="mt-1 text-sm">
            {mapLinkOf(settings) && (
              <li>
                <a
                  href={mapLinkOf(settings)}
                  target="_blank"
                  rel="noreferrer"
                  className={linkClass}
                >
                  <MapPinIcon size={18} /> {t('mapAndDirections')}
                </a>
              </li>
            )}
            {instagram && (
              <li>
                <a
                  href={`https://www.instagram.com/${encodeURIComponent(instagram)}`}
                  target="_blank"
                  rel="noreferrer"
                  className={linkClass}
                >
                  <InstagramIcon size={18} /> @{instagram}
                </a>
              </li>
            )}
            {settings.email && (
              <li>
                <a href={`mailto:${settings.email}`} className={linkClass}>
                  <MailIcon size={18} /> {settings.email}
                </a>
              </li>
            )}
          </ul>
        </section>
      </div>
      <p className="border-t border-stone-800 py-4 text-center text-xs text-stone-400">
        © {shopClock(now).year} {settings.name}
      </p>
    </footer>
  );
}
