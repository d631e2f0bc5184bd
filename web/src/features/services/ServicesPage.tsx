import { Link } from 'react-router';
import { tl } from '../../shared/i18n/later';
import { buttonClasses } from '../../shared/ui/button-styles';

/** docs/screens.md#pages: a placeholder until catering and party trays are offered here. */
export default function ServicesPage() {
  return (
    <main className="mx-auto flex w-full max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-3xl font-extrabold">{tl('servicesTitle')}</h1>
      <p className="text-lg text-stone-700">{tl('servicesSoon')}</p>
      <Link to="/menu" className={buttonClasses('secondary')}>
        {tl('seeTheMenu')}
      </Link>
    </main>
  );
}
