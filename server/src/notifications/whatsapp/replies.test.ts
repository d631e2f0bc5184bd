import { describe, expect, it } from 'vitest';
import { whatIsAsked } from './replies';

describe('what a customer’s WhatsApp message asks', () => {
  it.each([
    'where is my order',
    'Where is my food??',
    'wheres my order',
    'Where’s my delivery',
    'Hello, where my food dey',
    'order status',
    'Status',
    'track my order please',
    'how far with my order',
  ])('"%s" asks where the order is', (text) => {
    expect(whatIsAsked(text)).toBe('where');
  });

  it.each(['STOP', 'stop.', 'Unsubscribe'])('"%s" stops the updates', (text) => {
    expect(whatIsAsked(text)).toBe('stop');
  });

  it.each(['START', 'start'])('"%s" starts them again', (text) => {
    expect(whatIsAsked(text)).toBe('start');
  });

  it.each([
    'Please add extra pepper',
    'Can I pay by transfer?',
    'stop adding onions please',
    'The rider is at the gate',
    '',
  ])('"%s" is left to staff', (text) => {
    expect(whatIsAsked(text)).toBeNull();
  });
});
