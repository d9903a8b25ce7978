import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/database.ts';

/** Signs in through the development provider's real tokens and the real verification; returns the session token. */
export async function signInAs(
  app: FastifyInstance,
  email: string,
): Promise<{ token: string; first: boolean }> {
  const nonce = `n-${Math.random().toString(36).slice(2)}`;
  const credential = await app.idp.dev!.idToken(email, nonce);
  const res = await app.inject({
    method: 'POST',
    url: '/api/oauth/google/session',
    payload: { credential, nonce },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body, as the browser's FormData would send it. */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----moa${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}`;
    const type = p.contentType ?? (p.filename ? 'application/octet-stream' : 'text/plain');
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\nContent-Type: ${type}\r\n\r\n`),
    );
    chunks.push(typeof p.value === 'string' ? Buffer.from(p.value) : p.value);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const jsonPart = (value: unknown): Part => ({
  name: 'request',
  value: JSON.stringify(value),
  filename: 'request.json',
  contentType: 'application/json',
});

/** Inserts a bare performance club straight into the database (for tests that build their own rows); its id. */
export async function insertClub(db: Db, name: string): Promise<number> {
  const at = new Date().toISOString();
  const { id } = await db
    .insertInto('clubs')
    .values({
      name,
      category: 'performance',
      content: '',
      mandatory_semesters: null,
      insta_url: '',
      kakao_url: '',
      youtube_url: '',
      url: '',
      poster_file: null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
