import { describe, expect, it } from 'vitest';
import { contactMessage, instagramLink, mailtoLink, telLink } from './contact-links';

describe('other links', () => {
  it('builds tel, mailto and Instagram addresses', () => {
    expect(telLink('0803 123-4567')).toBe('tel:08031234567');
    expect(mailtoLink('a@b.ng', 'Hi there', 'Line 1\nLine 2')).toBe(
      'mailto:a@b.ng?subject=Hi%20there&body=Line%201%0ALine%202',
    );
    expect(instagramLink('@buka.kitchen')).toBe('https://www.instagram.com/buka.kitchen');
    expect(instagramLink(' ')).toBeNull();
  });

  it('signs the message with the customer name', () => {
    expect(contactMessage('Buka', ' Ada ', ' Do you cater for parties? ')).toBe(
      'Hello Buka, this is Ada.\n\nDo you cater for parties?',
    );
  });
});
