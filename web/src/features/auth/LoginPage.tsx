import type { FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { signinRequestSchema } from '@buka/domain/auth';
import { menuAdding, rememberedDish, rememberingQuery } from '../../shared/menu/remembered-dish';
import { setSession, useSession } from '../../shared/session/session-store';
import { toast } from '../../shared/toast/toast-store';
import { Button } from '../../shared/ui/Button';
import { PhoneField, TextField } from '../../shared/ui/TextField';
import { useForm } from '../../shared/validation/use-form';
import { useSignIn } from './api/sign-in';
import { AuthCard } from './components/AuthCard';
import { ProviderErrorAlert } from './oidc/ProviderErrorAlert';
import { tl } from '../../shared/i18n/later';

export default function LoginPage() {
  const user = useSession();
  const dish = rememberedDish(useLocation().search);
  // A login leads to the customer's orders, or back to the menu with the dish they tapped
  // there; someone already signed in (a bookmark, Back after logging in) goes there at once.
  const next = dish === null ? '/orders' : menuAdding(dish);
  if (user) return <Navigate to={next} replace />;
  return <LoginForm next={next} dish={dish} />;
}

function LoginForm({ next, dish }: { next: string; dish: number | null }) {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const form = useForm({ phoneNumber: '', password: '' });

  function submit(event: FormEvent) {
    event.preventDefault();
    // docs/server-rules.md#validation: the request is sent only when both fields pass.
    const body = form.validate(signinRequestSchema, form.values);
    if (!body || signIn.isPending) return;
    signIn.mutate(body, {
      onSuccess: (user) => {
        setSession(user);
        navigate(next);
      },
      onError: (error) => toast.error(error.message),
    });
  }

  return (
    <AuthCard
      title={tl('loginTitle')}
      other={{
        question: tl('newHere'),
        to: `/register${rememberingQuery(dish)}`,
        label: tl('registerLink'),
      }}
    >
      <ProviderErrorAlert />
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <PhoneField placeholder="08012345678" {...form.field('phoneNumber')} />
        <TextField
          label={tl('passwordLabel')}
          type="password"
          autoComplete="current-password"
          {...form.field('password')}
        />
        <Button type="submit" loading={signIn.isPending} className="mt-2 w-full">
          {tl('loginButton')}
        </Button>
      </form>
    </AuthCard>
  );
}
