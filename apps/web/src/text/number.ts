/**
 * Numbers as the UI text writes them (15,000). One formatter made once: `toLocaleString('ko-KR')` builds a new one
 * on every call, which a seat toggle on the show page paid for in each grade's line (bench/seat-map.ts).
 */
const NUMBER = new Intl.NumberFormat('ko-KR');

export const koNumber = (n: number) => NUMBER.format(n);
