import Negotiator from 'negotiator';

/**
 * Which of a few media types a request's Accept header prefers (RFC 9110, 12.5.1), by `negotiator`: quality first,
 * then how specifically a range names the type, so a type the client named outright wins over one it took in only by a
 * wildcard (`application/json, text/plain, *\/*` asks for JSON), then the type named first in `offered`. A missing or
 * empty Accept header means any type. Null: none of them is acceptable.
 */
export function preferredType(header: string | undefined, offered: readonly string[]): string | null {
  const headers = header?.trim() ? { accept: header } : {};
  return new Negotiator({ headers }).mediaType([...offered]) ?? null;
}
