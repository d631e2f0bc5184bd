import type { FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { messages } from '@buka/domain/messages';
import { inviteAcceptSchema } from '@buka/domain/staff-invites';
import { roleLabels } from '@buka/domain/staff-roles';
import { setAdminMode, setSession } from '../../shared/session/session-store';
import { toast } from '../../shared/toast/toast-store';
import { Button } from '../../shared/ui/Button';
import { Spinner } from '../../shared/ui/Spinner';
import { TextField } from '../../shared/ui/TextField';
import { useForm } from '../../shared/validation/use-form';
import { useAcceptInvite, useInvite } from './api/invite-link';

// The same password rule as signing up, typed twice (docs/team.md#inviting-someone).
const passwordFormSchema = inviteAcceptSchema
  .extend({ repeatPassword: z.string().min(3, messages.repeatedPasswordInvalid) })
  .refine((form) => form.password === form.repeatPassword, {
    message: messages.passwordsNotEqual,
    path: ['repeatPassword'],
  });

/** /invite/:token: someone invited to the staff sets a password and is signed in with their role. */
export default function JoinPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const invite = useInvite(token);
  const accept = useAcceptInvite(token);
  const form = useForm({ password: '', repeatPassword: '' });

  function submit(event: FormEvent) {
    event.preventDefault();
    const valid = form.validate(passwordFormSchema, form.values);
    if (!valid || accept.isPending) return;
    accept.mutate(valid.password, {
      onSuccess: (user) => {
        setSession(user);
        setAdminMode(true);
        toast.success(`Welcome to the team, ${user.displayName || user.name}`);
        navigate('/admin', { replace: true });
      },
      onError: (error) => toast.error(error.message),
    });
  }

  return (
    <main className="mx-auto w-full max-w-md px-4 py-8">
      <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
        <h1 className="mb-4 text-xl font-extrabold text-stone-900">Join the team</h1>
        {invite.isPending ? (
          <Spinner className="size-6 text-brand-700" />
        ) : invite.isError ? (
          <p role="alert" className="text-stone-800">
            {invite.error.message}
          </p>
        ) : (
          <>
            <p className="mb-4 text-stone-700">
              {invite.data.name}, {invite.data.shopName} invites you to join as{' '}
              <strong>{roleLabels[invite.data.role].toLowerCase()}</strong>. Choose a password: you
              will log in with your phone number {invite.data.phoneNumber} and this password.
            </p>
            {invite.data.hasAccount && (
              <p className="mb-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
                You already have an account on this phone. It becomes a staff account and keeps your
                orders; the password you choose here replaces the old one.
              </p>
            )}
            <form noValidate onSubmit={submit} className="flex flex-col gap-4">
              <TextField
                label="Password"
                type="password"
                autoComplete="new-password"
                {...form.field('password')}
              />
              <TextField
                label="Repeat password"
                type="password"
                autoComplete="new-password"
                {...form.field('repeatPassword')}
              />
              <Button type="submit" loading={accept.isPending} className="mt-2 w-full">
                Join the team
              </Button>
            </form>
          </>
        )}
      </div>
    </main>
  );
}
