// How many parts (and so how many paid messages) a text takes. A text in the GSM 03.38 alphabet
// holds 160 characters alone, 153 per part once split; one character outside it turns the whole
// text into UCS-2: 70 alone, 67 per part. The escape characters count twice.

const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_ESCAPED = '^{}\\[~]|€\f';
const basic = new Set(GSM_BASIC);
const escaped = new Set(GSM_ESCAPED);

/** The parts a text is sent in. */
export function smsParts(text: string): number {
  const chars = [...text];
  if (chars.every((char) => basic.has(char) || escaped.has(char))) {
    const units = chars.reduce((sum, char) => sum + (escaped.has(char) ? 2 : 1), 0);
    return units <= 160 ? 1 : Math.ceil(units / 153);
  }
  const units = text.length;
  return units <= 70 ? 1 : Math.ceil(units / 67);
}

/** Look-alikes people type in names, as the SMS alphabet writes them. */
const lookAlikes: Record<string, string> = {
  '‘': "'",
  '’': "'",
  '“': '"',
  '”': '"',
  '–': '-',
  '—': '-',
  '…': '...',
  '×': 'x',
  '₦': 'N',
};

/**
 * A name (the shop's, a dish's) kept inside the SMS alphabet: look-alikes replaced, accents the
 * alphabet lacks taken off, anything else left out, so one character never doubles a text's cost.
 */
export function inSmsAlphabet(text: string): string {
  return [...text]
    .map((char) => lookAlikes[char] ?? char)
    .join('')
    .split('')
    .map((char) =>
      basic.has(char) || escaped.has(char) ? char : char.normalize('NFD').replace(/\p{M}/gu, ''),
    )
    .filter((char) => [...char].every((each) => basic.has(each) || escaped.has(each)))
    .join('');
}
