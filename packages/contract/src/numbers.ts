let formatter: Intl.NumberFormat | undefined;

/**
 * A number as Korean text writes it, grouped by thousands (15,000). Whole numbers (every count and amount of won)
 * are grouped by hand: the browser's first Intl formatter of a page costs tens of milliseconds of start-up on a phone
 * (docs/decisions/0018-signed-in-first-load.md), and the server's first one maps about 5 MiB of ICU's data into its
 * memory for good (docs/decisions/0012-server-memory.md), where the contract's messages are written as it loads.
 * Anything else goes through one Intl.NumberFormat, made when first needed.
 */
export function groupDigits(n: number): string {
  if (Number.isSafeInteger(n)) return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  formatter ??= new Intl.NumberFormat('ko-KR');
  return formatter.format(n);
}
