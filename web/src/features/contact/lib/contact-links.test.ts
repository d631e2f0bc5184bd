import { describe, expect, it } from 'vitest';
import {
  contactMessage,
  instagramLink,
  internationalNumber,
  mailtoLink,
  telLink,
  whatsappLink,
} from './contact-links';

describe('internationalNumber', () => {
  it.each([
    ['08031234567', '2348031234567'],
    ['0803 123 4567', '2348031234567'],
    ['+234 803 123 4567', '2348031234567'],
    ['2348031234567', '2348031234567'],
    ['8031234567', '2348031234567'],
  ])('%s → %s', (input, output) => {
    expect(internationalNumber(input)).toBe(output);
  });

  it('gives up on something that is not a number', () => {
    expect(internationalNumber('')).toBeNull();
    expect(internationalNumber('call us')).toBeNull();
  });
});

describe('whatsappLink', () => {
  it('opens a chat with the message typed in', () => {
    expect(whatsappLink('08031234567', 'Hi & bye?')).toBe(
      'https://wa.me/2348031234567?text=Hi%20%26%20bye%3F',
    );
    expect(whatsappLink('08031234567')).toBe('https://wa.me/2348031234567');
    expect(whatsappLink('')).toBeNull();
  });
});

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
