/** People often type a phone number in groups ("0801 234 5678"); the number is the digits. */
export function withoutSpaces(phone: string): string {
  return phone.replace(/[\s-]/g, '');
}
