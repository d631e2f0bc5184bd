import { useMutation } from '@tanstack/react-query';
import { sessionUserSchema, type SessionUser, type SignupRequest } from '@buka/domain/auth';
import { api, ApiError } from '../../../shared/api/client';
import { signUpErrorMessage } from '../lib/auth-errors';

/** docs/api.md#storefront-calls sign-up: 201 is the new user; anything else is thrown with the docs/messages.md#catalogue words. */
export async function signUp(body: SignupRequest): Promise<SessionUser> {
  let status: number | null;
  let serverMessage = '';
  try {
    const response = await api<unknown>('/api/users/login/customer/signup', {
      method: 'POST',
      body,
    });
    if (response.status === 201) return sessionUserSchema.parse(response.data);
    status = response.status;
  } catch (error) {
    status = error instanceof ApiError && error.status > 0 ? error.status : null;
    if (error instanceof ApiError) serverMessage = error.message;
  }
  throw new Error(signUpErrorMessage(status, serverMessage));
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
