import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { CartButton } from '../../features/cart/components/CartButton';
import { useSettings } from '../../shared/api/get-settings';
import { useEarlyTap } from '../../shared/hydration/early-taps';
import { useSession } from '../../shared/session/session-store';
import { buttonClasses } from '../../shared/ui/button-styles';
import { MenuIcon } from '../../shared/ui/icons';
import { t } from '../../shared/i18n/i18n';

// A visitor, who the drawn pages are for, never needs the account menu: it loads apart, once
// a signed-in customer's page is live.
const ProfileMenu = lazy(() =>
  import('./ProfileMenu').then((module) => ({ default: module.ProfileMenu })),
);

// The phone's full-screen menu loads when first opened (fetched while the phone is idle, and
// kept for offline): a visitor on the drawn menu needs it only when they tap ☰.
const loadMobileMenu = () => import('./MobileMenu');
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));

const links = [
  { to: '/', label: 'navHome' },
  { to: '/menu', label: 'navMenu' },
  { to: '/about', label: 'navAbout' },
  { to: '/contact', label: 'navContact' },
] as const;

export function Header() {
  const { name } = useSettings();
  const user = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const early = useEarlyTap<HTMLButtonElement>('menu');
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 2000));
    idle(() => void loadMobileMenu().catch(() => undefined));
  }, []);

  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur">
      {/* At 320 px every pixel counts: the brand whole and 'Order Now' on one line. */}
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 min-[360px]:gap-3 min-[360px]:px-4">
        <Link
          to="/"
          className="flex min-w-0 items-center gap-2"
          aria-label={t('shopHome', { shop: name })}
        >
          <img src="/logo.svg" alt="" width={36} height={36} className="size-9 shrink-0" />
          <span className="truncate text-lg font-extrabold text-brand-700">{name}</span>
        </Link>

        <nav aria-label={t('mainNavigation')} className="ml-6 hidden md:block">
          <ul className="flex items-center gap-1">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end
                  className={({ isActive }) =>
                    `rounded-full px-3 py-2 text-sm font-medium ${
                      isActive
                        ? 'bg-brand-50 text-brand-800'
                        : 'text-stone-700 hover:text-brand-700'
                    }`
                  }
                >
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        {/* Right side. The page is drawn on the server for a visitor ('Order Now'); a signed-in
            customer's photo replaces it once the app is live. It goes first, so that the cart
            and menu buttons, anchored to the right, do not move under a finger as it changes. */}
        <div
          className="ml-auto flex items-center gap-1 min-[360px]:gap-2"
          data-slot="header-actions"
        >
          {user ? (
            <Suspense fallback={<span aria-hidden="true" className="size-11 shrink-0" />}>
              <ProfileMenu user={user} />
            </Suspense>
          ) : (
            <Link
              to="/login"
              className={buttonClasses('primary', 'shrink-0 whitespace-nowrap max-[359px]:px-3')}
            >
              {t('orderNow')}
            </Link>
          )}
          <CartButton />
          <button
            type="button"
            {...early}
            aria-label={t('openMenu')}
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
            className="grid size-11 place-items-center rounded-full text-stone-800 hover:bg-stone-100 data-tapped:animate-pulse md:hidden"
          >
            <MenuIcon />
          </button>
        </div>
      </div>
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu shopName={name} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
