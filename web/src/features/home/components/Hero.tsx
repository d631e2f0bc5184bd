import { Link } from 'react-router';
import type { DeliveryArea } from '@buka/domain/settings';
import { buttonClasses } from '../../../shared/ui/button-styles';
import { DishImage } from '../../../shared/ui/DishImage';
import { ChatOnWhatsApp } from '../../../shared/whatsapp/ChatOnWhatsApp';
import { DeliveryBadge } from './DeliveryBadge';
import { t } from '../../../shared/i18n/i18n';

// The shop's signature dish, shipped with the app (web/public/dishes).
const HERO_DISH = '/dishes/jollof-rice.webp';

export function Hero({
  shopName,
  whatsapp,
  areas,
}: {
  shopName: string;
  whatsapp: string;
  areas: readonly DeliveryArea[];
}) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-stone-50">
      <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-8 md:grid-cols-2 md:py-16">
        <div className="flex flex-col items-start gap-5">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {t('welcomeTo', { shop: shopName })}
          </p>
          <h1 className="text-4xl leading-tight font-extrabold text-stone-900 sm:text-5xl">
            {t('heroTitleStart')} <span className="text-brand-700">{t('heroTitleEnd')}</span>
          </h1>
          <p className="max-w-prose text-lg text-stone-700">{t('heroLine', { shop: shopName })}</p>
          <DeliveryBadge areas={areas} />
          <div className="flex flex-wrap items-center gap-3">
            <Link to="/menu" className={buttonClasses('primary', 'px-8 text-base')}>
              {t('orderNow')}
            </Link>
            <ChatOnWhatsApp shopName={shopName} number={whatsapp} />
          </div>
        </div>
        <div className="mx-auto w-full max-w-[13rem] md:max-w-sm">
          <DishImage
            src={HERO_DISH}
            alt={t('heroPicture')}
            sizes="(min-width: 768px) 384px, 13rem"
            eager
            className="rounded-full shadow-xl ring-8 ring-white"
          />
        </div>
      </div>
    </section>
  );
}
