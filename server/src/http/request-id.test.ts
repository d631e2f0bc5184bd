import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { requestId } from './request-id';

const asked = (headers: Record<string, string | string[]> = {}) => ({ headers }) as IncomingMessage;

describe('a request id', () => {
  it("takes a proxy's short, plain id as it is", () => {
    expect(requestId(asked({ 'x-request-id': 'abc-123' }))).toBe('abc-123');
  });

  it('makes its own for a long, marked-up or repeated header, or none', () => {
    const own = [
      requestId(asked()),
      requestId(asked({ 'x-request-id': 'x'.repeat(65) })),
      requestId(asked({ 'x-request-id': '<script>' })),
      requestId(asked({ 'x-request-id': ['a', 'b'] })),
    ];
    for (const id of own) expect(id).toMatch(/^[0-9a-f]{12}-[0-9a-z]+$/);
    // One process's ids never repeat, and share the part that sets them apart from another's.
    expect(new Set(own).size).toBe(own.length);
    expect(new Set(own.map((id) => id.split('-')[0]))).toHaveProperty('size', 1);
  });
});
