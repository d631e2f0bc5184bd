import { useState } from 'react';
import { useSettings } from '../../shared/api/get-settings';
import { Button } from '../../shared/ui/Button';
import { DirectionsIcon, InstagramIcon, MapPinIcon, WhatsAppIcon } from '../../shared/ui/icons';
import { ContactCard } from './components/ContactCard';
import { ContactForm } from './components/ContactForm';
import { chatLink } from '@buka/domain/whatsapp-link';
import { instagramLink, telLink } from './lib/contact-links';
import { mapLinkOf } from '@buka/domain/default-settings';
import { t } from '../../shared/i18n/i18n';
import { tl } from '../../shared/i18n/later';

const linkClass = 'inline-flex min-h-11 items-center font-semibold text-brand-700 underline';

/** docs/screens.md#pages: WhatsApp/Phone, Instagram, Find Us and Address cards, and the contact form. */
export default function ContactPage() {
  const settings = useSettings();
  const [formOpen, setFormOpen] = useState(false);
  const whatsapp = chatLink(settings.whatsapp);
  const instagram = instagramLink(settings.instagram);

  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-8">
      <h1 className="mb-2 text-3xl font-extrabold">{t('navContact')}</h1>
      <p className="mb-6 text-stone-600">{tl('contactIntro')}</p>
      <ul className="grid gap-4 sm:grid-cols-2">
        <ContactCard icon={<WhatsAppIcon />} title={tl('whatsappOrPhone')}>
          {whatsapp && (
            <a href={whatsapp} target="_blank" rel="noreferrer" className={linkClass}>
              {tl('chatOnWhatsApp', { number: settings.whatsapp })}
            </a>
          )}
          {settings.phone && (
            <a href={telLink(settings.phone)} className={linkClass}>
              {tl('callNumber', { number: settings.phone })}
            </a>
          )}
        </ContactCard>
        <ContactCard icon={<InstagramIcon />} title="Instagram">
          {instagram ? (
            <a href={instagram} target="_blank" rel="noreferrer" className={linkClass}>
              @{settings.instagram.replace(/^@/, '')}
            </a>
          ) : (
            <p>{tl('notOnInstagram')}</p>
          )}
        </ContactCard>
        <ContactCard icon={<DirectionsIcon />} title={tl('findUsTitle')}>
          <p>{tl('findUsText')}</p>
          {mapLinkOf(settings) && (
            <a href={mapLinkOf(settings)} target="_blank" rel="noreferrer" className={linkClass}>
              {tl('getDirections')}
            </a>
          )}
        </ContactCard>
        <ContactCard icon={<MapPinIcon />} title={tl('addressLabel')}>
          <address className="not-italic">{settings.address}</address>
        </ContactCard>
      </ul>

      <div className="mt-8 flex flex-col items-start gap-3 rounded-2xl bg-brand-50 p-5">
        <p className="font-semibold">{tl('ratherWrite')}</p>
        <Button onClick={() => setFormOpen(true)}>{tl('sendUsMessage')}</Button>
      </div>
      {formOpen && <ContactForm settings={settings} onClose={() => setFormOpen(false)} />}
    </main>
  );
}
