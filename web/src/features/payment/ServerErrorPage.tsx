import { t } from '../../shared/i18n/i18n';
import { ResultCard } from './components/ResultCard';
import { SupportPhone } from './components/SupportPhone';
import { tl } from '../../shared/i18n/later';

/** docs/screens.md#payment-pages error: where a payment return lands when the server could not check it. */
export default function ServerErrorPage() {
  return (
    <ResultCard tone="bad" title={tl('serverErrorTitle')} link={{ to: '/', label: t('navHome') }}>
      <p>{t('somethingWentWrong')}</p>
      <SupportPhone />
    </ResultCard>
  );
}
