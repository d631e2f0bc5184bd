import { useMutation } from '@tanstack/react-query';
import { sessionUserSchema, type SessionUser, type SigninRequest } from '@buka/domain/auth';
import { api, ApiError } from '../../../shared/api/client';
import { signInErrorMessage } from '../lib/auth-errors';

/** docs/api.md#storefront-calls sign-in; a failure is thrown as an Error carrying the docs/messages.md#catalogue words. */
export async function signIn(body: SigninRequest): Promise<SessionUser> {
  try {
    const { data } = await api<unknown>('/api/users/login/customer/signin', {
      method: 'POST',
      body,
    });
    return sessionUserSchema.parse(data);
  } catch (error) {
    const status = error instanceof ApiError && error.status > 0 ? error.status : null;
    throw new Error(signInErrorMessage(status, error instanceof ApiError ? error.message : ''));
  }
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
