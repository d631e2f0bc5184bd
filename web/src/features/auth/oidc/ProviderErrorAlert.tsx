import { useSearchParams } from 'react-router';
import { oidcErrorMessage } from '@buka/domain/oidc';
import { say } from '../../../shared/i18n/i18n';

/** Why the provider sign-in ended back here (the server's `?error=` code), in plain words. */
export function ProviderErrorAlert() {
  const [params] = useSearchParams();
  const message = oidcErrorMessage(params.get('error'));
  if (!message) return null;
  return (
    <p
      role="alert"
      className="mb-5 rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200"
    >
      {say(message)}
    </p>
  );
}
