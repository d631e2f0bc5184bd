import { t } from '../../../shared/i18n/i18n';

// docs/t('md')#catalogue: what a failed sign-in or sign-up says. `status` is null when no
// answer came back (a dropped connection or a thrown exception).

export function signInErrorMessage(status: number | null, serverMessage = ''): string {
  switch (status) {
    case 404:
      return t('loginNotFound');
    case 422:
      return t('loginBadInputs');
    case 500:
      return t('loginServerError');
    // Ours: too many attempts, a disabled account and a shop that cannot reach its database
    // are said in the server's own words, which tell the customer what to do next.
    case 403:
    case 429:
    case 503:
      return serverMessage || t('somethingWentWrong');
    default:
      return t('somethingWentWrong');
  }
}

export function signUpErrorMessage(status: number | null, serverMessage = ''): string {
  if (status === 204) return t('userExists');
  if (status === 500 || status === null) return t('somethingWentWrong');
  // Ours: too many sign-ups from one network, or a shop that cannot reach its database, is said
  // in the server's words (wait, then retry).
  if ((status === 429 || status === 503) && serverMessage) return serverMessage;
  return t('signupOtherStatus');
}
