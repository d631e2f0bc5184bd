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
      title="Register and start making orders"
      other={{
        question: 'Already have an account?',
        to: `/login${rememberingQuery(dish)}`,
        label: 'Login',
      }}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField label="Name" autoComplete="name" {...form.field('name')} />
        <PhoneField placeholder="08012345678" {...form.field('phoneNumber')} />
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
        <Button type="submit" loading={signUp.isPending} className="mt-2 w-full">
          Sign Up
        </Button>
      </form>
    </AuthCard>
  );
}
