// A text message is sent in the GSM 7-bit alphabet, 160 characters a part (153 once it takes
// several); one character outside it (an 'ọ', a 'ɗ', a '…') turns the whole text into UCS-2, 70
// characters a part. The texts the shop sends keep to the alphabet: Yoruba and Igbo drop their
// tone marks and underdots, Hausa writes its hooked letters plainly (docs/languages.md#texts).

const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';
const basic = new Set(GSM_BASIC);
const extended = new Set(GSM_EXTENDED);

// Letters and signs with no decomposition that NFD could strip.
const PLAIN: Record<string, string> = {
  ɓ: 'b',
  Ɓ: 'B',
  ɗ: 'd',
  Ɗ: 'D',
  ƙ: 'k',
  Ƙ: 'K',
  ƴ: 'y',
  Ƴ: 'Y',
  ʼ: "'",
  '’': "'",
  '‘': "'",
  '“': '"',
  '”': '"',
  '…': '...',
  '–': '-',
  '—': '-',
  '×': 'x',
  '₦': 'N',
};

/** The text in the GSM alphabet: marks dropped, letters plain, anything else a '?'. */
export function smsText(text: string): string {
  let out = '';
  for (const character of text.normalize('NFD')) {
    if (/\p{M}/u.test(character)) continue;
    const plain = PLAIN[character] ?? character;
    for (const c of plain) out += basic.has(c) || extended.has(c) ? c : '?';
  }
  return out;
}

/** How many parts a text is sent in (what the provider charges for). */
export function smsParts(text: string): number {
  const characters = [...text];
  const gsm = characters.every((c) => basic.has(c) || extended.has(c));
  if (gsm) {
    const septets = characters.reduce((sum, c) => sum + (extended.has(c) ? 2 : 1), 0);
    return septets <= 160 ? 1 : Math.ceil(septets / 153);
  }
  const units = text.length;
  return units <= 70 ? 1 : Math.ceil(units / 67);
}
