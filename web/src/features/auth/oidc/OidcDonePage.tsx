import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { setSession } from '../../../shared/session/session-store';
import { Spinner } from '../../../shared/ui/Spinner';
import { AuthCard } from '../components/AuthCard';
import { ExchangeError, useExchangeCode } from './api/exchange-code';
import { tl } from '../../../shared/i18n/later';

/**
 * Where the provider sign-in lands: the one-time code in the address becomes the session. Both
 * ways out replace this page's history entry, so the used code is not kept there.
 */
export default function OidcDonePage() {
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const navigate = useNavigate();
  const { mutate: exchange } = useExchangeCode();

  useEffect(() => {
    exchange(code, {
      onSuccess: (user) => {
        setSession(user);
        navigate('/orders', { replace: true });
      },
      onError: (error) => {
        const reason = error instanceof ExchangeError ? error.code : 'failed';
        navigate(`/login?error=${reason}`, { replace: true });
      },
    });
  }, [code, exchange, navigate]);

  return (
    <AuthCard title={tl('signingYouIn')}>
      <p role="status" className="flex items-center gap-3 text-stone-700">
        <Spinner className="size-5 text-brand-700" />
        {tl('oneMoment')}
      </p>
    </AuthCard>
  );
}
