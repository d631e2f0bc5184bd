/** "1 order", "2 orders", "1,204 orders": a number with its noun, as a person would say it. */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-NG')} ${count === 1 ? one : many}`;
}
