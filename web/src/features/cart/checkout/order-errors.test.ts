import { describe, expect, it } from 'vitest';
// The server's answers carry words of its own table.
import { messages } from '@buka/domain/server-messages';
import { orderErrorMessage } from './order-errors';

describe('orderErrorMessage (docs/messages.md#catalogue order creation)', () => {
  it.each([
    [422, 'Invalid fields'],
    [401, 'Unauthorized. Login again'],
    [500, 'Unauthorized'],
    [502, 'Something went wrong'],
    [404, 'Something went wrong'],
    [null, 'Something went wrong'],
  ])('status %s says %s', (status, text) => {
    expect(orderErrorMessage(status, 'the server words')).toBe(text);
  });

  it("passes on the server's words for a refused line (400), 'Food is finished' without", () => {
    expect(orderErrorMessage(400, messages.foodFinished)).toBe('Food is finished');
    const missing = messages.choiceRequired
      .replace('{group}', 'Protein')
      .replace('{dish}', 'Jollof Rice');
    expect(orderErrorMessage(400, missing)).toBe(missing);
    expect(orderErrorMessage(400)).toBe('Food is finished');
  });

  it("passes on the server's words for a closed shop (405)", () => {
    const closed = "Sorry, we're closed. Till tomorrow 9:00 am";
    expect(orderErrorMessage(405, closed)).toBe(closed);
    expect(orderErrorMessage(405)).toBe('Something went wrong');
  });

  it("passes on the server's words for too many unpaid orders (429)", () => {
    const message = messages.tooManyUnpaidOrders.replace('{count}', '3');
    expect(orderErrorMessage(429, message)).toBe(message);
  });

  it("passes on the server's words when it cannot take orders now (503)", () => {
    expect(orderErrorMessage(503, messages.databaseUnreachable)).toBe(messages.databaseUnreachable);
    expect(orderErrorMessage(503, messages.diskFull)).toBe(messages.diskFull);
    expect(orderErrorMessage(503)).toBe('Something went wrong');
  });
});
