import { isHttpUrl } from '@moa/contract';

/** A user-entered address, kept only when it is an http or https URL (anything else is never made a link). */
export function safeHttpUrl(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed !== '' && isHttpUrl(trimmed) ? trimmed : null;
}

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const URL_IN_TEXT = /https?:\/\/[^\s<>"'`]+/gi;
/** Punctuation that ends a sentence rather than the address it follows. */
const TRAILING = /[.,;:!?)\]}'"’”。、]+$/;

/** Splits free text into plain runs and http(s) addresses, for rendering the addresses as links. */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const start = match.index;
    const raw = match[0];
    const address = raw.replace(TRAILING, '');
    const href = safeHttpUrl(address);
    if (!href) continue;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', text: address, href });
    last = start + address.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
