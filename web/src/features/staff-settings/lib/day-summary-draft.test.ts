import { describe, expect, it } from 'vitest';
import { messages } from '@buka/domain/messages';
import { fromDaySummaryDraft, toDaySummaryDraft } from './day-summary-draft';

describe('the day summary form', () => {
  it('sends the numbers typed, as the shop keeps them, and skips empty fields', () => {
    expect(toDaySummaryDraft({ enabled: true, phones: ['08031234567'] })).toEqual({
      enabled: true,
      phones: ['08031234567', '', ''],
    });
    expect(fromDaySummaryDraft({ enabled: true, phones: ['', ' +234 803 123 4567 ', ''] })).toEqual(
      {
        ok: true,
        settings: { enabled: true, phones: ['08031234567'] },
      },
    );
  });

  it('shows each error under the field it is about', () => {
    expect(fromDaySummaryDraft({ enabled: true, phones: ['', '08031234567', '12345'] })).toEqual({
      ok: false,
      errors: { summaryPhone2: messages.daySummaryPhoneInvalid },
    });
    expect(fromDaySummaryDraft({ enabled: true, phones: ['', '', ''] })).toEqual({
      ok: false,
      errors: { summaryPhone0: messages.daySummaryNeedsPhone },
    });
    expect(
      fromDaySummaryDraft({ enabled: false, phones: ['08031234567', '', '0803 123 4567'] }),
    ).toEqual({ ok: false, errors: { summaryPhone2: messages.daySummaryPhoneTwice } });
  });
});
