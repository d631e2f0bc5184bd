import { buttonClasses } from '../../../shared/ui/button-styles';
import { useIdentityProvider } from './api/get-auth-providers';

/**
 * docs/server-rules.md#sign-in: the second way in. A plain link, not a router link: the browser
 * leaves the shop for the provider's page. Nothing shows while the shop has no provider configured.
 */
export function IdentityProviderButton() {
  const provider = useIdentityProvider();
  if (!provider) return null;
  return (
    <div className="mt-6">
      <div className="mb-4 flex items-center gap-3 text-xs uppercase text-stone-500">
        <span aria-hidden="true" className="h-px flex-1 bg-stone-200" />
        or
        <span aria-hidden="true" className="h-px flex-1 bg-stone-200" />
      </div>
      <a href={provider.startUrl} className={buttonClasses('secondary', 'w-full')}>
        {provider.label}
      </a>
    </div>
  );
}
