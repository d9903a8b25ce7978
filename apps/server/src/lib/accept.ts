/**
 * Which of a few media types a request's Accept header prefers (RFC 9110, 12.5.1): each type takes the quality of
 * the most specific range that matches it (type/subtype over type/* over *\/*), q=0 refuses it; between equal
 * qualities a type the client named outright wins over one it took in only by a wildcard
 * (`application/json, text/plain, *\/*` asks for JSON), then the type named first in `offered`. No Accept header means any type. Null: none of them is acceptable.
 * (@fastify/accept-negotiator, used for Accept-Encoding, does not know media ranges.)
 */
export function preferredType(header: string | undefined, offered: readonly string[]): string | null {
  const ranges = (header?.trim() ? header : '*/*').split(',').flatMap((part) => {
    const [range, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (!range || !range.includes('/')) return [];
    const q = params.find((p) => p.startsWith('q='));
    const quality = q ? Number(q.slice(2)) : 1;
    return [{ range, quality: Number.isFinite(quality) ? quality : 0 }];
  });
  let best: { type: string; quality: number; specificity: number } | null = null;
  for (const type of offered) {
    const [main] = type.split('/');
    const candidates = [type, `${main}/*`, '*/*'];
    const specificity = candidates.findIndex((c) => ranges.some((r) => r.range === c));
    if (specificity < 0) continue;
    const match = ranges.find((r) => r.range === candidates[specificity])!;
    const rank = { type, quality: match.quality, specificity: 2 - specificity };
    if (rank.quality <= 0) continue;
    if (
      !best ||
      rank.quality > best.quality ||
      (rank.quality === best.quality && rank.specificity > best.specificity)
    ) {
      best = rank;
    }
  }
  return best?.type ?? null;
}
