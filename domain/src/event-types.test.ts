import { describe, expect, it } from 'vitest';
import { shopEventSchema } from './events';
import { shopEventTypes } from './event-types';

describe('shopEventTypes', () => {
  it('names every kind of event the schema allows, and no other', () => {
    const kinds = shopEventSchema.options.map((option) => option.shape.type.value);
    expect([...shopEventTypes].sort()).toEqual([...kinds].sort());
  });
});
