import Negotiator from 'negotiator';

/**
 * Which of a few media types a request's Accept header prefers (RFC 9110, 12.5.1), by `negotiator`: quality first,
 * then how specifically a range names the type, so a type the client named outright wins over one it took in only by a
 * wildcard (`application/json, text/plain, *\/*` asks for JSON), then the type named first in `offered`. A missing or
 * empty Accept header means any type. Null: none of them is acceptable.
 */
export function preferredType(header: string | undefined, offered: readonly string[]): string | null {
  // Browsers send a handful of Accept values, the same on every request: each is parsed once (a page kept in the
  // public cache is answered in tens of microseconds, and parsing was a good part of that).
  const key = `${offered.join(',')}\n${header ?? ''}`;
  const known = decided.get(key);
  if (known !== undefined) return known;
  const headers = header?.trim() ? { accept: header } : {};
  const chosen = new Negotiator({ headers }).mediaType([...offered]) ?? null;
  if (decided.size >= DECIDED_MAX) decided.clear();
  if (key.length <= 512) decided.set(key, chosen);
  return chosen;
}

/** Decisions by offered types and Accept header; bounded, as headers are the client's to choose. */
const decided = new Map<string, string | null>();
const DECIDED_MAX = 256;
