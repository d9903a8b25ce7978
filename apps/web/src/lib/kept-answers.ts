/**
 * Public answers the client keeps with their ETag, so asking again costs the server a 304 with no body
 * (docs/decisions/0005-public-read-cache.md: a matching If-None-Match is answered from memory). Only answers that
 * carry an ETag and may be kept (not `no-store`) are kept: the public GETs, which never depend on who asks.
 * A few dozen at most: the one a page polls (the show page's seats left) is what this is for.
 */
export interface KeptAnswer {
  etag: string;
  text: string;
}

const MAX_KEPT = 32;
const kept = new Map<string, KeptAnswer>();

/** The answer kept for this URL, if any; it becomes the most recently used. */
export function keptAnswer(url: string): KeptAnswer | undefined {
  const answer = kept.get(url);
  if (answer) {
    kept.delete(url);
    kept.set(url, answer);
  }
  return answer;
}

/** Keeps a 200 answer's text under its URL when it has an ETag and may be kept; otherwise forgets the URL. */
export function keepAnswer(url: string, headers: Headers, text: string): void {
  kept.delete(url);
  const etag = headers.get('etag');
  if (!etag || /no-store/i.test(headers.get('cache-control') ?? '')) return;
  kept.set(url, { etag, text });
  if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
}
