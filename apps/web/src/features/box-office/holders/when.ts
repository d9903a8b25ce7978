/** Short Seoul times for the holder table's narrow cells: '11.24 19:05' (docs/product.md: times in Asia/Seoul). */
const seoul = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Seoul',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export function shortDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const p = Object.fromEntries(seoul.formatToParts(date).map((part) => [part.type, part.value]));
  return `${p.month}.${p.day} ${p.hour}:${p.minute}`;
}
