import { useState } from 'react';
import type { AdminUser } from '@buka/domain/admin';
import { useSession } from '../../../shared/session/session-store';
import { Avatar } from '../../../shared/ui/Avatar';
import { Button } from '../../../shared/ui/Button';
import { useUserAction, type UserAction } from '../api/user-actions';
import { dangerOutlineClass } from '../../../shared/staff/danger-styles';
import { ConfirmDialog } from '../../../shared/staff/ConfirmDialog';

const questions: Record<
  UserAction,
  { title: (name: string) => string; text: string; confirm: string }
> = {
  disable: {
    title: (name) => `Disable ${name}?`,
    text: 'They are signed out at once and cannot sign in or order until enabled again.',
    confirm: 'Disable',
  },
  enable: {
    title: (name) => `Enable ${name}?`,
    text: 'They can sign in and order again.',
    confirm: 'Enable',
  },
  delete: {
    title: (name) => `Delete ${name}?`,
    text: 'Their account, cart and sign-ins are removed for good. Their orders stay on the board.',
    confirm: 'Delete',
  },
  'make-staff': {
    title: (name) => `Make ${name} staff?`,
    text: "They can then manage the menu, every order, the users and the shop's settings.",
    confirm: 'Make staff',
  },
  'remove-staff': {
    title: (name) => `Remove ${name} from staff?`,
    text: 'They keep their account and their orders, but can no longer open the staff area.',
    confirm: 'Remove staff',
  },
};

/** docs/screens.md#staff-area Admin Users: avatar, display name (default 'User'), e-mail, phone, provider id. */
export function UserCard({ user }: { user: AdminUser }) {
  const me = useSession();
  const [asking, setAsking] = useState<UserAction | null>(null);
  const action = useUserAction();
  const name = user.displayName || 'User';
  const isMe = me?.uid === user.uid;
  const question = asking ? questions[asking] : null;
  const staffAction: UserAction = user.role === 'admin' ? 'remove-staff' : 'make-staff';

  return (
    <li className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <div className="flex items-center gap-3">
        <Avatar photoURL={user.photoURL} alt="" size={48} />
        <div className="min-w-0">
          <h2 className="truncate font-bold text-stone-900">
            {name}
            {user.role === 'admin' && (
              <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">
                admin
              </span>
            )}
          </h2>
          {user.disabled && (
            <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
              disabled
            </span>
          )}
        </div>
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-sm">
        <dt className="text-stone-600">E-mail</dt>
        <dd className="truncate">{user.email ?? '—'}</dd>
        <dt className="text-stone-600">Phone</dt>
        <dd>{user.phoneNumber ?? '—'}</dd>
        <dt className="text-stone-600">Provider</dt>
        <dd className="truncate">{user.providerId}</dd>
      </dl>
      <div className="mt-auto flex flex-wrap gap-2">
        <Button
          variant="secondary"
          className="flex-1 whitespace-nowrap"
          aria-label={`${staffAction === 'remove-staff' ? 'Remove staff' : 'Make staff'}: ${name}`}
          onClick={() => setAsking(staffAction)}
        >
          {staffAction === 'remove-staff' ? 'Remove staff' : 'Make staff'}
        </Button>
        {!isMe && (
          <>
            <Button
              variant="secondary"
              className="flex-1"
              aria-label={`${user.disabled ? 'Enable' : 'Disable'} ${name}`}
              onClick={() => setAsking(user.disabled ? 'enable' : 'disable')}
            >
              {user.disabled ? 'Enable' : 'Disable'}
            </Button>
            <button
              type="button"
              aria-label={`Delete ${name}`}
              onClick={() => setAsking('delete')}
              className={`${dangerOutlineClass} flex-1`}
            >
              Delete
            </button>
          </>
        )}
      </div>
      {asking && question && (
        <ConfirmDialog
          title={question.title(name)}
          confirmLabel={question.confirm}
          busy={action.isPending}
          onClose={() => setAsking(null)}
          onConfirm={() =>
            action.mutate({ user, action: asking }, { onSettled: () => setAsking(null) })
          }
        >
          {question.text}
        </ConfirmDialog>
      )}
    </li>
  );
}
