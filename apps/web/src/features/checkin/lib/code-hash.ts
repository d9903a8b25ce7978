/** The SHA-256 (hex) of a scanned code: what the door list holds instead of the codes (docs/product.md#door-check-in). */
export async function codeHash(code: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(code.trim().toUpperCase()));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The schedule a code names in the clear (MOA1-{reservation}-{schedule}-{signature}), without trusting it. */
export function scheduleOfCode(code: string): number | null {
  const match = /^MOA1-\d+-(\d+)-[0-9A-F]{32}$/.exec(code.trim().toUpperCase());
  return match ? Number(match[1]) : null;
}
