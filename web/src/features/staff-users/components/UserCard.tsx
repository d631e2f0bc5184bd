import { useState } from 'react';
import type { AdminUser } from '@buka/domain/admin';
import { useSession } from '../../../shared/session/session-store';
import { Avatar } from '../../../shared/ui/Avatar';
import { Button } from '../../../shared/ui/Button';
import { isStaff, roleLabels } from '@buka/domain/staff-roles';
import { useCan } from '../../../shared/session/use-can';
import { useUserAction, type UserAction } from '../api/user-actions';
import { RolePicker } from './RolePicker';
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
};

/**
 * docs/screens.md#staff-area Admin Users: avatar, display name (default 'User'), e-mail, phone,
 * provider id. Only what the viewer's role may do shows (docs/server-rules.md#roles).
 */
export function UserCard({ user }: { user: AdminUser }) {
  const me = useSession();
  const [asking, setAsking] = useState<UserAction | null>(null);
  const action = useUserAction();
  const name = user.displayName || 'User';
  const isMe = me?.uid === user.uid;
  const question = asking ? questions[asking] : null;
  const givesRoles = useCan('staff.roles');
  // A manager acts on customers only; deleting an account is the owner's.
  const mayDisable = givesRoles || !isStaff(user.role);
  const mayDelete = useCan('users.delete');

  return (
    <li className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <div className="flex items-center gap-3">
        <Avatar photoURL={user.photoURL} alt="" size={48} />
        <div className="min-w-0">
          <h2 className="truncate font-bold text-stone-900">
            {name}
            {isStaff(user.role) && (
              <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">
                {roleLabels[user.role].toLowerCase()}
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
        {givesRoles && <RolePicker user={user} name={name} />}
      </div>
      <div className="flex flex-wrap gap-2 empty:hidden">
        {!isMe && mayDisable && (
          <Button
            variant="secondary"
            className="flex-1"
            aria-label={`${user.disabled ? 'Enable' : 'Disable'} ${name}`}
            onClick={() => setAsking(user.disabled ? 'enable' : 'disable')}
          >
            {user.disabled ? 'Enable' : 'Disable'}
          </Button>
        )}
        {!isMe && mayDelete && (
          <button
            type="button"
            aria-label={`Delete ${name}`}
            onClick={() => setAsking('delete')}
            className={`${dangerOutlineClass} flex-1`}
          >
            Delete
          </button>
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
