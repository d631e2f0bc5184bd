import { useId, type FormEvent } from 'react';
import { z } from 'zod';
import type { Settings } from '@buka/domain/settings';
import { Button } from '../../../shared/ui/Button';
import { Dialog } from '../../../shared/ui/Dialog';
import { TextField } from '../../../shared/ui/TextField';
import { useForm } from '../../../shared/validation/use-form';
import { chatLink } from '@buka/domain/whatsapp-link';
import { contactMessage, mailtoLink } from '../lib/contact-links';
import { tl } from '../../../shared/i18n/later';

// Made when checked, so that its refusals are said in the language on screen.
const contactFormSchema = () =>
  z.object({
    name: z.string().trim().min(2, tl('contactNameRequired')).max(80),
    message: z.string().trim().min(2, tl('contactMessageRequired')).max(1000),
  });

type Channel = 'whatsapp' | 'email';

/** The contact form overlay (docs/screens.md#pages): the message really leaves, through WhatsApp or e-mail. */
export function ContactForm({ settings, onClose }: { settings: Settings; onClose: () => void }) {
  const form = useForm({ name: '', message: '' });
  const messageId = useId();
  const message = form.field('message');
  const whatsappReady = chatLink(settings.whatsapp) !== null;

  function send(channel: Channel) {
    const valid = form.validate(contactFormSchema());
    if (!valid) return;
    const text = contactMessage(settings.name, valid.name, valid.message);
    if (channel === 'whatsapp') {
      const link = chatLink(settings.whatsapp, text);
      if (link) window.open(link, '_blank', 'noopener');
    } else {
      window.location.href = mailtoLink(settings.email, `Message for ${settings.name}`, text);
    }
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    send(whatsappReady ? 'whatsapp' : 'email');
  }

  return (
    <Dialog title={tl('sendUsMessage')} onClose={onClose}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField label={tl('yourName')} autoComplete="name" {...form.field('name')} />
        <div className="flex flex-col gap-1">
          <label htmlFor={messageId} className="text-sm font-medium text-stone-800">
            {tl('messageLabel')}
          </label>
          <textarea
            id={messageId}
            name={message.name}
            value={message.value}
            onChange={message.onChange}
            rows={4}
            aria-invalid={message.error ? true : undefined}
            aria-describedby={message.error ? `${messageId}-error` : undefined}
            className={`rounded-lg border bg-white px-3 py-2 text-base outline-none focus:ring-2 focus:ring-brand-500 ${
              message.error ? 'border-red-600' : 'border-stone-300'
            }`}
          />
          {message.error && (
            <p id={`${messageId}-error`} className="text-sm text-red-700">
              {message.error}
            </p>
          )}
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          {whatsappReady && (
            <Button type="submit" variant="whatsapp" className="flex-1">
              {tl('sendOnWhatsApp')}
            </Button>
          )}
          {settings.email && (
            <Button
              type={whatsappReady ? 'button' : 'submit'}
              variant="secondary"
              className="flex-1"
              onClick={whatsappReady ? () => send('email') : undefined}
            >
              {tl('sendByEmail')}
            </Button>
          )}
        </div>
      </form>
    </Dialog>
  );
}
