import type { FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { registerFormSchema } from '@buka/domain/auth';
import { menuAdding, rememberedDish, rememberingQuery } from '../../shared/menu/remembered-dish';
import { setSession } from '../../shared/session/session-store';
import { toast } from '../../shared/toast/toast-store';
import { Button } from '../../shared/ui/Button';
import { PhoneField, TextField } from '../../shared/ui/TextField';
import { useForm } from '../../shared/validation/use-form';
import { useSignUp } from './api/sign-up';
import { AuthCard } from './components/AuthCard';
import { tl } from '../../shared/i18n/later';

export default function RegisterPage() {
  const navigate = useNavigate();
  const dish = rememberedDish(useLocation().search);
  const signUp = useSignUp();
  const form = useForm({ name: '', phoneNumber: '', password: '', repeatPassword: '' });

  function submit(event: FormEvent) {
    event.preventDefault();
    const valid = form.validate(registerFormSchema, form.values);
    if (!valid || signUp.isPending) return;
    // The repeated password only guards typing; it never leaves the phone.
    const { name, phoneNumber, password } = valid;
    signUp.mutate(
      { name, phoneNumber, password },
      {
        onSuccess: (user) => {
          setSession(user);
          // docs/screens.md#cart-panel: /menu/new opens the cart right after registering, with the
          // dish the customer tapped before having an account.
          navigate(dish === null ? '/menu/new' : menuAdding(dish, '/menu/new'));
        },
        onError: (error) => toast.error(error.message),
      },
    );
  }

  return (
    <AuthCard
      title={tl('registerTitle')}
      other={{
        question: tl('haveAccount'),
        to: `/login${rememberingQuery(dish)}`,
        label: tl('loginLink'),
      }}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField label={tl('nameLabel')} autoComplete="name" {...form.field('name')} />
        <PhoneField placeholder="08012345678" {...form.field('phoneNumber')} />
        <TextField
          label={tl('passwordLabel')}
          type="password"
          autoComplete="new-password"
          {...form.field('password')}
        />
        <TextField
          label={tl('repeatPasswordLabel')}
          type="password"
          autoComplete="new-password"
          {...form.field('repeatPassword')}
        />
        <Button type="submit" loading={signUp.isPending} className="mt-2 w-full">
          {tl('signUpButton')}
        </Button>
      </form>
    </AuthCard>
  );
}
