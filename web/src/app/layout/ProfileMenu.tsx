import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { SessionUser } from '@buka/domain/auth';
import { isStaff } from '@buka/domain/staff-roles';
import { t } from '../../shared/i18n/i18n';
import { useSignOut } from '../../shared/session/sign-out';
import { setAdminMode } from '../../shared/session/session-store';
import { Avatar } from '../../shared/ui/Avatar';

const itemClass =
  'block w-full px-4 py-3 text-left text-sm text-stone-800 hover:bg-brand-50 focus:bg-brand-50 focus:outline-none';

/** docs/screens.md#header-and-footer: the signed-in user's photo opening Administrator (admins), Orders, Profile, Logout. */
export function ProfileMenu({ user }: { user: SessionUser }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const signOut = useSignOut();
  const displayName = user.displayName || user.email || t('unnamedUser');

  useEffect(() => {
    if (!open) return;
    rootRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  function onMenuKey(event: KeyboardEvent<HTMLDivElement>) {
    const items = [...(rootRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(at + step + items.length) % items.length]?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  }

  const close = () => setOpen(false);
  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('accountMenuFor', { name: displayName })}
        onClick={() => setOpen((was) => !was)}
        className="grid size-11 place-items-center rounded-full focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <Avatar photoURL={user.photoURL} alt="" size={40} />
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={displayName}
          onKeyDown={onMenuKey}
          className="absolute right-0 z-40 mt-2 w-56 overflow-hidden rounded-xl bg-white shadow-lg ring-1 ring-stone-200"
        >
          <p className="truncate border-b border-stone-100 px-4 py-3 text-sm font-semibold text-stone-900">
            {displayName}
          </p>
          {/* The server decides who is staff (docs/server-rules.md#roles); the link only saves a click. */}
          {isStaff(user.role) && (
            <button
              type="button"
              role="menuitem"
              className={itemClass}
              onClick={() => {
                close();
                setAdminMode(true);
                navigate('/admin');
              }}
            >
              Administrator
            </button>
          )}
          <Link to="/orders" role="menuitem" className={itemClass} onClick={close}>
            {t('navOrders')}
          </Link>
          <Link to="/profile" role="menuitem" className={itemClass} onClick={close}>
            {t('navProfile')}
          </Link>
          <button
            type="button"
            role="menuitem"
            className={`${itemClass} border-t border-stone-100 text-red-700`}
            onClick={() => {
              close();
              signOut();
            }}
          >
            {t('logOut')}
          </button>
        </div>
      )}
    </div>
  );
}
