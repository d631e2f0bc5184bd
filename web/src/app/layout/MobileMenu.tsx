import { NavLink } from 'react-router';
import { useSignOut } from '../../shared/session/sign-out';
import { useSession } from '../../shared/session/session-store';
import { CloseButton, Dialog } from '../../shared/ui/Dialog';

const links = [
  { to: '/menu', label: 'Menu' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
];

// A visitor's way to an account.
const visitorLinks = [
  { to: '/login', label: 'Log in' },
  { to: '/register', label: 'Sign up' },
];

// The account's own pages, as the header's account menu has them
// (docs/screens.md#header-and-footer).
const accountLinks = [
  { to: '/orders', label: 'Orders' },
  { to: '/profile', label: 'Profile' },
];

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
      label={`${shopName} menu`}
      onClose={onClose}
      className="w-screen max-w-none bg-brand-700 text-white"
    >
      <div className="flex h-full flex-col px-6 py-4">
        <div className="flex items-center justify-between">
          <span className="text-lg font-bold">{shopName}</span>
          <CloseButton
            label="Close menu"
            onClick={onClose}
            className="hover:bg-white/10 focus-visible:outline-white"
          />
        </div>
        <nav aria-label="Main" className="flex flex-1 flex-col justify-center gap-2">
          {links.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              onClick={onClose}
              className={(state) => `text-3xl ${linkClass(state)}`}
            >
              {link.label}
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
                  {link.label}
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
                  {link.label}
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
                Logout
              </button>
            </div>
          )}
        </nav>
      </div>
    </Dialog>
  );
}
