import { NavLink } from 'react-router';
import { CloseButton, Dialog } from '../../shared/ui/Dialog';

const links = [
  { to: '/menu', label: 'Menu' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
];

/** spec §2: the phone's full-screen menu with Menu, About and Contact. */
export function MobileMenu({ shopName, onClose }: { shopName: string; onClose: () => void }) {
  return (
    <Dialog
      variant="panel"
      side="left"
      label={`${shopName} menu`}
      onClose={onClose}
      className="w-screen bg-brand-700 text-white"
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
              className={({ isActive }) =>
                `rounded-lg px-2 py-3 text-3xl font-bold ${isActive ? 'text-brand-100 underline' : ''}`
              }
            >
              {link.label}
            </NavLink>
          ))}
        </nav>
      </div>
    </Dialog>
  );
}
