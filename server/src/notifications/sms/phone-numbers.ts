/**
 * A phone number as SMS providers want it: international, digits only ('2348031234567').
 * Nigerian numbers are usually written the local way ('0803 123 4567'); numbers from elsewhere
 * must carry their '+' country code. null when it cannot be a mobile number.
 */
export function toInternationalNumber(phone: string): string | null {
  const compact = phone.replace(/[\s().-]/g, '');
  if (/^0[789][01]\d{8}$/.test(compact)) return `234${compact.slice(1)}`;
  if (/^\+?234[789][01]\d{8}$/.test(compact)) return compact.replace(/^\+/, '');
  if (/^\+[1-9]\d{7,14}$/.test(compact)) return compact.slice(1);
  return null;
}

/** For the log: enough to recognise the number, not enough to collect it. */
export function maskedNumber(international: string): string {
  return `${international.slice(0, 6)}…${international.slice(-3)}`;
}
