import { NavLink } from 'react-router';
import { useSignOut } from '../../shared/session/sign-out';
import { useSession } from '../../shared/session/session-store';
import { CloseButton, Dialog } from '../../shared/ui/Dialog';
import { t } from '../../shared/i18n/i18n';
import { LanguageChooser } from '../../shared/i18n/LanguageChooser';

const links = [
  { to: '/menu', label: 'navMenu' },
  { to: '/about', label: 'navAboutShort' },
  { to: '/contact', label: 'navContactShort' },
] as const;

// A visitor's way to an account.
const visitorLinks = [
  { to: '/login', label: 'navLogIn' },
  { to: '/register', label: 'navSignUp' },
] as const;

// The account's own pages, as the header's account menu has them
// (docs/screens.md#header-and-footer).
const accountLinks = [
  { to: '/orders', label: 'navOrders' },
  { to: '/profile', label: 'navProfile' },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-2 py-3 font-bold ${isActive ? 'text-brand-100 underline' : ''}`;

/**
 * docs/screens.md#header-and-footer: the phone's full-screen menu with Menu, About and Contact;
 * signed in, also Orders, Profile and Logout, which the small header has no room to show; a
 * visitor, Log in and Sign up.
 */
export function MobileMenu({ shopName, onClose }: { shopName: string; onClose: () => void }) {
  const user = useSession();
  const signOut = useSignOut();
  return (
    <Dialog
      variant="panel"
      side="left"
      label={t('shopMenu', { shop: shopName })}
      onClose={onClose}
      className="w-screen max-w-none bg-brand-700 text-white"
    >
      <div className="flex h-full flex-col px-6 py-4">
        <div className="flex items-center justify-between">
          <span className="text-lg font-bold">{shopName}</span>
          <CloseButton
            label={t('closeMenu')}
            onClick={onClose}
            className="hover:bg-white/10 focus-visible:outline-white"
          />
        </div>
        <nav aria-label={t('mainNavigation')} className="flex flex-1 flex-col justify-center gap-2">
          {links.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              onClick={onClose}
              className={(state) => `text-3xl ${linkClass(state)}`}
            >
              {t(link.label)}
            </NavLink>
          ))}
          {!user && (
            <div className="mt-6 flex flex-col gap-1 border-t border-white/30 pt-4">
              {visitorLinks.map((link) => (
                <NavLink
                  key={link.to}
                  to={link.to}
                  onClick={onClose}
                  className={(state) => `text-xl ${linkClass(state)}`}
                >
                  {t(link.label)}
                </NavLink>
              ))}
            </div>
          )}
          {user && (
            <div className="mt-6 flex flex-col gap-1 border-t border-white/30 pt-4">
              {accountLinks.map((link) => (
                <NavLink
                  key={link.to}
                  to={link.to}
                  onClick={onClose}
                  className={(state) => `text-xl ${linkClass(state)}`}
                >
                  {t(link.label)}
                </NavLink>
              ))}
              <button
                type="button"
                onClick={() => {
                  onClose();
                  signOut();
                }}
                className="rounded-lg px-2 py-3 text-left text-xl font-bold focus-visible:outline-2 focus-visible:outline-white"
              >
                {t('logOut')}
              </button>
            </div>
          )}
        </nav>
        <LanguageChooser className="pb-4 text-lg" />
      </div>
    </Dialog>
  );
}
