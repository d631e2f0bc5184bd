/**
 * Paper the shop prints on: thermal rolls of 58 mm and 80 mm (their print heads reach 48 mm and
 * 72 mm of it) and A4. The slip is laid out at the printable width; the stylesheet names a page
 * of each paper's size (index.css).
 */
export const papers = {
  '58': { label: '58 mm roll', widthMm: 48, fontPt: 8.5 },
  '80': { label: '80 mm roll', widthMm: 72, fontPt: 10 },
  a4: { label: 'A4', widthMm: 180, fontPt: 11 },
} as const;
export type Paper = keyof typeof papers;

const KEY = 'printPaper';

/** The paper last chosen on this device (the till's printer), 80 mm at first. */
export function rememberedPaper(): Paper {
  const saved = typeof localStorage === 'undefined' ? null : localStorage.getItem(KEY);
  return saved && saved in papers ? (saved as Paper) : '80';
}

export function rememberPaper(paper: Paper): void {
  localStorage.setItem(KEY, paper);
}

export function isPaper(value: string | null): value is Paper {
  return value !== null && value in papers;
}
