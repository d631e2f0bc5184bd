import { describeTimetable } from '@buka/domain/shop-hours';
import { useSettings } from '../../shared/api/get-settings';
import { AccordionSection } from './components/AccordionSection';
import { mapLinkOf } from '@buka/domain/default-settings';

/** docs/screens.md#pages: the accordion of the About page, with the restaurant's contact details. */
export default function AboutPage() {
  const settings = useSettings();
  const { name } = settings;
  const areas = settings.areas.map((area) => area.name);
  const areaList =
    areas.length > 1 ? `${areas.slice(0, -1).join(', ')} and ${areas.at(-1)}` : (areas[0] ?? '');
  const instagram = settings.instagram.replace(/^@/, '');

  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-8">
      <h1 className="mb-2 text-3xl font-extrabold">About {name}</h1>
      <p className="mb-6 text-stone-600">Home-style Nigerian cooking, brought to your door.</p>
      <div className="flex flex-col gap-3">
        <AccordionSection title="Our Story" defaultOpen>
          <p>
            {name} started as a small family kitchen cooking for neighbours who missed proper home
            food on busy days. Word spread from one office and one hostel to the next, and today we
            cook every day for families, students and workers across our area.
          </p>
          <p>
            We are still a small team: the people who cook your food are the people who answer your
            call.
          </p>
        </AccordionSection>

        <AccordionSection title="Our Philosophy">
          <p>
            Good food should be fresh, honest and affordable. We buy our rice, peppers, meat and
            fish from the market every morning, cook in small pots through the day and never reheat
            yesterday&apos;s stew.
          </p>
          <p>
            Our prices are the prices you see on the menu, and delivery charges are shown before you
            send your order.
          </p>
        </AccordionSection>

        <AccordionSection title="Where are we located">
          <p>
            Our kitchen is at <strong>{settings.address}</strong>.
            {mapLinkOf(settings) && (
              <>
                {' '}
                <a
                  href={mapLinkOf(settings)}
                  target="_blank"
                  rel="noreferrer"
                  className="font-semibold text-brand-700 underline"
                >
                  Get directions
                </a>
                .
              </>
            )}
          </p>
          {areaList && <p>We deliver to {areaList}.</p>}
          <p>Opening hours:</p>
          <ul className="list-inside list-disc">
            {describeTimetable(settings.timetable).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </AccordionSection>

        <AccordionSection title="How do I order">
          <ol className="list-inside list-decimal space-y-1">
            <li>Register with your phone number, or log in if you already have an account.</li>
            <li>Open the menu and add the dishes you want to your cart.</li>
            <li>Open the cart, type your delivery address and choose Pay Online or Cash.</li>
            <li>Send your order. You can follow it from the Orders page until it reaches you.</li>
          </ol>
          <p>
            Prefer to talk to someone? Call us on{' '}
            <a href={`tel:${settings.phone}`} className="font-semibold text-brand-700 underline">
              {settings.phone}
            </a>
            {settings.whatsapp && <> or send a WhatsApp message to {settings.whatsapp}</>}.
          </p>
        </AccordionSection>

        <AccordionSection title="What do we serve">
          <p>Everyday Nigerian favourites, cooked the way they are at home:</p>
          <ul className="list-inside list-disc space-y-1">
            <li>
              <strong>Rice:</strong> smoky party jollof, fried rice, and white rice with stew.
            </li>
            <li>
              <strong>Swallow and soups:</strong> pounded yam, eba and amala with egusi, okra and
              our pepper soups of fish or goat meat.
            </li>
            <li>
              <strong>Snacks:</strong> waina (masa) with yaji, chips, puff-puff and small chops.
            </li>
            <li>
              <strong>Drinks:</strong> zobo, kunu, chapman and chilled soft drinks.
            </li>
          </ul>
          <p>The menu changes with the market; what you see on it is what we have today.</p>
        </AccordionSection>
      </div>

      <section aria-labelledby="about-contact" className="mt-8 rounded-2xl bg-brand-50 p-5">
        <h2 id="about-contact" className="mb-2 text-lg font-bold">
          Contact {name}
        </h2>
        <ul className="space-y-1 text-stone-800">
          <li>
            Phone:{' '}
            <a href={`tel:${settings.phone}`} className="underline">
              {settings.phone}
            </a>
          </li>
          {settings.whatsapp && <li>WhatsApp: {settings.whatsapp}</li>}
          {settings.email && (
            <li>
              E-mail:{' '}
              <a href={`mailto:${settings.email}`} className="underline">
                {settings.email}
              </a>
            </li>
          )}
          {instagram && <li>Instagram: @{instagram}</li>}
          <li>Address: {settings.address}</li>
        </ul>
      </section>
    </main>
  );
}
