import { describe, expect, it } from 'vitest';
import { messages } from '@buka/domain/messages';
import { defaultSettings } from '@buka/domain/settings';
import { closingFromInput, closingToInput, fromDraft, toDraft } from './settings-draft';

describe('settings draft', () => {
  it('turns the saved settings into the form and back unchanged', () => {
    const settings = { ...defaultSettings, areas: [{ name: 'PZ', feeKobo: 150_050 }] };
    const draft = toDraft(settings);
    expect(draft.areas).toEqual([{ name: 'PZ', fee: '1500.50' }]);
    expect(fromDraft(draft)).toEqual({ ok: true, settings });
  });

  it('shows whole naira without decimals and reads an empty fee as free delivery', () => {
    const draft = toDraft({ ...defaultSettings, areas: [{ name: 'PZ', feeKobo: 50_000 }] });
    expect(draft.areas[0]?.fee).toBe('500');
    const result = fromDraft({ ...draft, areas: [{ name: 'PZ', fee: ' ' }] });
    expect(result.ok && result.settings.areas).toEqual([{ name: 'PZ', feeKobo: 0 }]);
  });

  it('reports every wrong field at once, each under its own name', () => {
    const draft = toDraft(defaultSettings);
    const timetable = [...draft.timetable];
    timetable[2] = { open: '18:00', close: '09:00' };
    const result = fromDraft({
      ...draft,
      name: '  ',
      timetable,
      areas: [
        { name: 'PZ', fee: 'abc' },
        { name: 'pz', fee: '100' },
        { name: '', fee: '0' },
      ],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      name: 'Please fill this in',
      'timetable.2': 'Closing time must be after opening time',
      'areas.0.fee': messages.invalidNumber,
      'areas.1.name': 'This area is listed twice',
      'areas.2.name': 'Please fill this in',
    });
  });

  it('lets a day close at midnight through the time input', () => {
    expect(closingFromInput('00:00')).toBe('24:00');
    expect(closingToInput('24:00')).toBe('00:00');
    expect(closingFromInput('17:30')).toBe('17:30');
  });
});
