import { describe, expect, it } from 'vitest';
import { orderingState, orderRefusalMessage, pausedCardMessage } from './ordering-state';
import { defaultTimetable } from './shop-hours';

// Lagos is UTC+1 all year: times are written in UTC so the machine's zone cannot matter.
const lagos = (time: string) => new Date(`2025-03-12T${time}:00+01:00`);
const settings = (paused: boolean, until: string | null = null) => ({
  paused,
  pausedUntil: until === null ? null : lagos(until).toISOString(),
  timetable: defaultTimetable,
  specialDays: [],
});

describe('orderingState', () => {
  it('follows the timetable while nothing is paused', () => {
    expect(orderingState(lagos('12:00'), settings(false))).toEqual({ kind: 'open' });
    expect(orderingState(lagos('20:00'), settings(false))).toEqual({ kind: 'closed' });
  });

  it('is paused until staff resume when the pause has no end', () => {
    expect(orderingState(lagos('12:00'), settings(true))).toEqual({
      kind: 'paused',
      resumes: null,
    });
    expect(orderRefusalMessage(lagos('12:00'), settings(true))).toBe(
      'Sorry, we have paused ordering for now.',
    );
  });

  it('says until when, and the pause ends by itself at that time', () => {
    const paused = settings(true, '12:30');
    expect(orderRefusalMessage(lagos('12:00'), paused)).toBe(
      'Sorry, we have paused ordering for now. Till today 12:30 pm',
    );
    const state = orderingState(lagos('12:00'), paused);
    expect(state.kind === 'paused' && pausedCardMessage(state.resumes)).toBe(
      'We have paused ordering for now. You can order again today, 12:30 pm',
    );
    expect(orderingState(lagos('12:30'), paused)).toEqual({ kind: 'open' });
    expect(orderRefusalMessage(lagos('12:31'), paused)).toBeNull();
  });

  it('a pause that runs past closing resumes at the next opening, never sooner', () => {
    expect(orderRefusalMessage(lagos('16:50'), settings(true, '17:20'))).toBe(
      'Sorry, we have paused ordering for now. Till tomorrow 9:00 am',
    );
  });

  it('is simply closed when a pause ends before the shop opens again', () => {
    expect(orderingState(lagos('20:00'), settings(true, '20:30'))).toEqual({ kind: 'closed' });
    expect(orderRefusalMessage(lagos('20:00'), settings(true, '20:30'))).toBe(
      "Sorry, we're closed. Till tomorrow 9:00 am",
    );
  });

  it('says nothing of a time while paused without an end, even at night', () => {
    expect(pausedCardMessage(null)).toBe(
      'We have paused ordering for now. Please check back in a little while.',
    );
    expect(orderingState(lagos('22:00'), settings(true))).toEqual({
      kind: 'paused',
      resumes: null,
    });
  });
});
