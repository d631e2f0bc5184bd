import { describe, expect, it } from 'vitest';
import { messages } from '@buka/domain/messages';
import { defaultSettings, hoursMessages } from '@buka/domain/settings';
import { closingFromInput, closingToInput, fromDraft, toDraft } from './settings-draft';

describe('settings draft', () => {
  it('turns the saved settings into the form and back unchanged', () => {
    const settings = {
      ...defaultSettings,
      areas: [{ name: 'PZ', feeKobo: 150_050, minimumKobo: 300_000, freeFromKobo: null }],
      scheduling: { ...defaultSettings.scheduling, maxPerSlot: 8 },
      specialDays: [
        { date: '2025-10-01', hours: null, note: 'Independence Day' },
        {
          date: '2025-12-24',
          hours: [
            { open: '10:00', close: '15:00' },
            { open: '18:00', close: '24:00' },
          ],
          note: '',
        },
      ],
    };
    const draft = toDraft(settings);
    expect(draft.areas).toEqual([{ name: 'PZ', fee: '1500.50', minimum: '3000', freeFrom: '' }]);
    expect(draft.scheduling).toMatchObject({ leadMinutes: '45', maxPerSlot: '8' });
    expect(fromDraft(draft)).toEqual({ ok: true, settings });
  });

  it('shows whole naira without decimals and reads an empty fee as free delivery', () => {
    const draft = toDraft({ ...defaultSettings, areas: [{ name: 'PZ', feeKobo: 50_000 }] });
    expect(draft.areas[0]?.fee).toBe('500');
    const result = fromDraft({
      ...draft,
      areas: [{ name: 'PZ', fee: ' ', minimum: '', freeFrom: ' ' }],
      scheduling: { ...draft.scheduling, maxPerSlot: ' ' },
    });
    expect(result.ok && result.settings.areas).toEqual([
      { name: 'PZ', feeKobo: 0, minimumKobo: null, freeFromKobo: null },
    ]);
    expect(result.ok && result.settings.scheduling.maxPerSlot).toBeNull();
  });

  it('asks for the street address while pickup is on, and not when it is off', () => {
    const draft = { ...toDraft(defaultSettings), address: '  ' };
    expect(fromDraft(draft)).toEqual({
      ok: false,
      errors: { address: messages.pickupNeedsAddress },
    });
    const deliveryOnly = { ...draft, fulfilment: { delivery: true, pickup: false } };
    expect(fromDraft(deliveryOnly).ok).toBe(true);
  });

  it('reports every wrong field at once, each under its own name', () => {
    const draft = toDraft(defaultSettings);
    const timetable = [...draft.timetable];
    timetable[2] = [{ open: '18:00', close: '09:00' }];
    timetable[3] = [
      { open: '09:00', close: '15:00' },
      { open: '12:00', close: '22:00' },
    ];
    const result = fromDraft({
      ...draft,
      name: '  ',
      timetable,
      areas: [
        { name: 'PZ', fee: 'abc', minimum: '', freeFrom: '' },
        { name: 'pz', fee: '100', minimum: '1,000', freeFrom: '' },
        { name: '', fee: '0', minimum: '', freeFrom: '' },
      ],
      fulfilment: { delivery: false, pickup: false },
      scheduling: { ...draft.scheduling, leadMinutes: '1000', maxPerSlot: '0' },
      orderLimits: { maxPerDish: '0', maxPortions: '', answerWithinMinutes: '2.5' },
      specialDays: [
        { date: '2025-10-01', closed: true, hours: [{ open: '09:00', close: '17:00' }], note: '' },
        { date: '2025-10-01', closed: false, hours: [{ open: '12:00', close: '10:00' }], note: '' },
        { date: '', closed: true, hours: [{ open: '09:00', close: '17:00' }], note: '' },
      ],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      name: 'Please fill this in',
      'timetable.2.0': 'Closing time must be after opening time',
      'timetable.3': hoursMessages.overlap,
      'areas.0.fee': messages.invalidNumber,
      'areas.1.name': 'This area is listed twice',
      'areas.2.name': 'Please fill this in',
      'areas.1.minimum': messages.invalidNumber,
      fulfilment: messages.fulfilmentNoneOn,
      'scheduling.leadMinutes': 'Please enter a whole number from 0 to 720',
      'scheduling.maxPerSlot': 'Please enter a whole number from 1 to 1000',
      'orderLimits.maxPerDish': 'Please enter a whole number from 1 to 99',
      'orderLimits.maxPortions': 'Please enter a whole number from 1 to 999',
      'orderLimits.answerWithinMinutes': 'Please enter a whole number from 5 to 240',
      'specialDays.1.date': messages.specialDayTwice,
      'specialDays.1.hours.0': 'Closing time must be after opening time',
      'specialDays.2.date': messages.specialDayDate,
    });
  });

  it('lets a day close at midnight through the time input', () => {
    expect(closingFromInput('00:00')).toBe('24:00');
    expect(closingToInput('24:00')).toBe('00:00');
    expect(closingFromInput('17:30')).toBe('17:30');
  });
});
