import { describeTimetable } from '@buka/domain/shop-hours';
import { useSettings } from '../../shared/api/get-settings';
import { AccordionSection } from './components/AccordionSection';
import { mapLinkOf } from '@buka/domain/default-settings';
import { tl } from '../../shared/i18n/later';
import { timetableWords } from '../../shared/i18n/timetable-words';

/** docs/screens.md#pages: the accordion of the About page, with the restaurant's contact details. */
export default function AboutPage() {
  const settings = useSettings();
  const { name } = settings;
  const areas = settings.areas.map((area) => area.name);
  const areaList =
    areas.length > 1
      ? tl('listAnd', { first: areas.slice(0, -1).join(', '), second: areas.at(-1) })
      : (areas[0] ?? '');
  const instagram = settings.instagram.replace(/^@/, '');

  // A sentence whose value is shown in bold: its words either side of the placeholder.
  const around = (sentence: string) => sentence.split('\u0000');

  const [kitchenBefore, kitchenAfter] = around(tl('ourKitchenAt', { address: '\u0000' }));
  const [talkBefore, talkAfter] = around(
    settings.whatsapp
      ? tl('talkOrWhatsApp', { phone: '\u0000', whatsapp: settings.whatsapp })
      : tl('talkToSomeone', { phone: '\u0000' }),
  );
  const phoneItem = around(tl('phoneItem', { phone: '\u0000' }));
  const emailItem = around(tl('emailItem', { email: '\u0000' }));
  const serves = [
    [tl('serveRiceLabel'), tl('serveRice')],
    [tl('serveSwallowLabel'), tl('serveSwallow')],
    [tl('serveSnacksLabel'), tl('serveSnacks')],
    [tl('serveDrinksLabel'), tl('serveDrinks')],
  ] as const;

  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-8">
      <h1 className="mb-2 text-3xl font-extrabold">{tl('aboutTitle', { shop: name })}</h1>
      <p className="mb-6 text-stone-600">{tl('aboutTagline')}</p>
      <div className="flex flex-col gap-3">
        <AccordionSection title={tl('ourStory')} defaultOpen>
          <p>{tl('storyOne', { shop: name })}</p>
          <p>{tl('storyTwo')}</p>
        </AccordionSection>

        <AccordionSection title={tl('ourPhilosophy')}>
          <p>{tl('philosophyOne')}</p>
          <p>{tl('philosophyTwo')}</p>
        </AccordionSection>

        <AccordionSection title={tl('whereLocated')}>
          <p>
            {kitchenBefore}
            <strong>{settings.address}</strong>
            {kitchenAfter}
            {mapLinkOf(settings) && (
              <>
                {' '}
                <a
                  href={mapLinkOf(settings)}
                  target="_blank"
                  rel="noreferrer"
                  className="font-semibold text-brand-700 underline"
                >
                  {tl('getDirections')}
                </a>
                .
              </>
            )}
          </p>
          {areaList && <p>{tl('weDeliverTo', { areas: areaList })}</p>}
          <p>{tl('openingHours')}</p>
          <ul className="list-inside list-disc">
            {describeTimetable(settings.timetable, timetableWords()).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </AccordionSection>

        <AccordionSection title={tl('howToOrder')}>
          <ol className="list-inside list-decimal space-y-1">
            <li>{tl('orderStepOne')}</li>
            <li>{tl('orderStepTwo')}</li>
            <li>{tl('orderStepThree')}</li>
            <li>{tl('orderStepFour')}</li>
          </ol>
          <p>
            {talkBefore}
            <a href={`tel:${settings.phone}`} className="font-semibold text-brand-700 underline">
              {settings.phone}
            </a>
            {talkAfter}
          </p>
        </AccordionSection>

        <AccordionSection title={tl('whatWeServe')}>
          <p>{tl('serveIntro')}</p>
          <ul className="list-inside list-disc space-y-1">
            {serves.map(([label, dishes]) => (
              <li key={label}>
                <strong>{label}</strong> {dishes}
              </li>
            ))}
          </ul>
          <p>{tl('serveMarket')}</p>
        </AccordionSection>
      </div>

      <section aria-labelledby="about-contact" className="mt-8 rounded-2xl bg-brand-50 p-5">
        <h2 id="about-contact" className="mb-2 text-lg font-bold">
          {tl('contactShop', { shop: name })}
        </h2>
        <ul className="space-y-1 text-stone-800">
          <li>
            {phoneItem[0]}
            <a href={`tel:${settings.phone}`} className="underline">
              {settings.phone}
            </a>
            {phoneItem[1]}
          </li>
          {settings.whatsapp && <li>WhatsApp: {settings.whatsapp}</li>}
          {settings.email && (
            <li>
              {emailItem[0]}
              <a href={`mailto:${settings.email}`} className="underline">
                {settings.email}
              </a>
              {emailItem[1]}
            </li>
          )}
          {instagram && <li>Instagram: @{instagram}</li>}
          <li>{tl('addressItem', { address: settings.address })}</li>
        </ul>
      </section>
    </main>
  );
}
