// Phone numbers as Nigerians write them, without zod: the menu's own code reads these, and a
// schema module would bring the whole validation library into the page.

/**
 * People write a Nigerian number many ways: '0803 123 4567', '0803-123-4567', '+234 803 123 4567',
 * '2348031234567', even '+234 (0) 803…'. The shop keeps one: the 11 digits dialled inside Nigeria
 * (docs/server-rules.md#limits), so a number signs in however it was typed at sign-up. Anything
 * else is returned compacted, for the 11-digit rule to refuse.
 */
export function normalizePhone(written: string): string {
  const compact = written.trim().replace(/[\s().-]/g, '');
  const international = /^\+?234(?:0)?(\d{10})$/.exec(compact);
  return international ? `0${international[1]}` : compact;
}

/** Whether a number is a Nigerian mobile (070, 080, 081, 090, 091…) written any usual way. */
export function isNigerianMobile(phone: string): boolean {
  return /^0[789][01]\d{8}$/.test(normalizePhone(phone));
}
