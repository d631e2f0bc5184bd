import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import { CloseIcon } from '../../shared/ui/icons';

const links = [
  { to: '/menu', label: 'Menu' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
];

/** spec §2: the phone's full-screen menu with Menu, About and Contact. */
export function MobileMenu({ shopName, onClose }: { shopName: string; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  return (
    <dialog
      ref={ref}
      aria-label={`${shopName} menu`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-brand-700 p-0 text-white"
    >
      <div className="flex h-full flex-col px-6 py-4">
        <div className="flex items-center justify-between">
          <span className="text-lg font-bold">{shopName}</span>
          <button
            type="button"
            aria-label="Close menu"
            onClick={onClose}
            className="grid size-11 place-items-center rounded-full hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
          >
            <CloseIcon />
          </button>
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
    </dialog>
  );
}
