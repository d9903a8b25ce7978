import { isIP } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DEMO_ACCOUNTS } from '../../db/seed/accounts.ts';
import { DEV_CLIENT_ID, DEV_CLIENT_SECRET, type DevIdentityProvider } from './dev-idp.ts';

const authorizeParams = z.object({
  client_id: z.string(),
  redirect_uri: z.string(),
  response_type: z.enum(['id_token', 'code']),
  scope: z.string().default('openid email profile'),
  state: z.string().max(200).default(''),
  nonce: z.string().max(200).optional(),
  prompt: z.string().optional(),
  email: z.string().optional(),
});

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** True for an address of this machine's loopback interface: 127.0.0.0/8, ::1, or either mapped into IPv6. */
export function isLoopbackAddress(address: string | undefined): boolean {
  const a = (address ?? '').toLowerCase().replace(/^::ffff:/, '');
  return a === '::1' || (isIP(a) === 4 && a.startsWith('127.'));
}

/**
 * The provider signs anyone in, administrators included, so it answers only a client on this machine: the
 * connection must come from loopback, and so must the client TRUST_PROXY lets a proxy name (req.ip), whatever
 * address the server listens on. DEV_SIGN_IN=1 opens it to the network on purpose (a demo on a LAN address).
 */
function fromThisMachine(req: FastifyRequest): boolean {
  return isLoopbackAddress(req.socket.remoteAddress) && isLoopbackAddress(req.ip);
}

function refuse(reply: FastifyReply, message: string, status = 400) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .send(page('로그인할 수 없습니다', `<p>${escapeHtml(message)}</p>`));
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} · 개발용 로그인</title>
<style>
body{font-family:system-ui,'Noto Sans CJK KR',sans-serif;background:#f4f5fb;margin:0;padding:24px;color:#1d1d29}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:16px;padding:24px;box-shadow:0 4px 24px #0001}
h1{font-size:20px;margin:0 0 4px}p{color:#555;font-size:14px}
button{display:block;width:100%;min-height:48px;margin:8px 0;border:1px solid #d6d8e6;border-radius:12px;background:#fff;font-size:15px;text-align:left;padding:8px 14px;cursor:pointer}
button:hover,button:focus{border-color:#4b3fd1;outline:none}
small{color:#777}label{display:block;font-size:14px;margin-top:16px}
input[type=email]{width:100%;box-sizing:border-box;min-height:44px;border:1px solid #d6d8e6;border-radius:10px;padding:0 12px;font-size:15px}
.primary{background:#4b3fd1;color:#fff;text-align:center;border:none}
</style></head><body><main>${body}</main></body></html>`;
}

/**
 * The development provider's endpoints under /dev-idp: discovery, JWKS, authorize (id-token and code flows) and
 * token. It refuses unknown client ids and redirect addresses outside the app's own origin.
 */
export function devIdpRoutes(
  app: FastifyInstance,
  idp: DevIdentityProvider,
  appOrigin: string,
  openToNetwork: boolean,
): void {
  const check = (p: z.infer<typeof authorizeParams>): string | null => {
    if (p.client_id !== DEV_CLIENT_ID) return '등록되지 않은 client_id입니다.';
    let origin: string;
    try {
      origin = new URL(p.redirect_uri).origin;
    } catch {
      return 'redirect_uri가 올바르지 않습니다.';
    }
    if (origin !== appOrigin) return 'redirect_uri는 이 앱의 주소여야 합니다.';
    return null;
  };

  const hide = {
    schema: { hide: true },
    onRequest: async (req: FastifyRequest, reply: FastifyReply) => {
      if (openToNetwork || fromThisMachine(req)) return;
      reply.header('cache-control', 'no-store');
      return refuse(
        reply,
        '개발용 로그인은 서버가 실행 중인 컴퓨터에서만 사용할 수 있습니다. 운영 환경에서는 Google 로그인을 설정해주세요.',
        403,
      );
    },
  };

  app.get('/dev-idp/.well-known/openid-configuration', hide, async () => idp.discovery());
  app.get('/dev-idp/jwks', hide, async () => idp.jwks());

  app.get('/dev-idp/authorize', hide, async (req, reply) => {
    const parsed = authorizeParams.safeParse(req.query);
    if (!parsed.success) return refuse(reply, '로그인 요청의 항목이 올바르지 않습니다.');
    const problem = check(parsed.data);
    if (problem) return refuse(reply, problem);
    const hidden = Object.entries(parsed.data)
      .filter(([k, v]) => k !== 'email' && v !== undefined)
      .map(([k, v]) => `<input type="hidden" name="${k}" value="${escapeHtml(String(v))}">`)
      .join('');
    const accounts = DEMO_ACCOUNTS.map(
      (a) =>
        `<button type="submit" name="email" value="${a.email}">${a.email}<br><small>${escapeHtml(a.label)}</small></button>`,
    ).join('');
    return reply.type('text/html; charset=utf-8').send(
      page(
        '계정 선택',
        `<h1>개발용 로그인</h1><p>Google 로그인을 대신하는 개발용 제공자입니다. 계정을 선택하세요.</p>
<form method="post" action="/dev-idp/authorize">${hidden}${accounts}</form>
<form method="post" action="/dev-idp/authorize">${hidden}<label for="email">다른 이메일로 로그인</label>
<input id="email" type="email" name="email" required placeholder="name@example.ac.kr" autocomplete="email">
<button type="submit" class="primary">계속</button></form>`,
      ),
    );
  });

  app.post('/dev-idp/authorize', hide, async (req, reply) => {
    // The answer carries a code or an id token in its redirect.
    reply.header('cache-control', 'no-store');
    const parsed = authorizeParams.safeParse(req.body);
    if (!parsed.success || !parsed.data.email)
      return refuse(reply, '로그인 요청의 항목이 올바르지 않습니다.');
    const p = parsed.data;
    const problem = check(p);
    if (problem) return refuse(reply, problem);
    const email = p.email!.trim().toLowerCase();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return refuse(reply, '이메일 형식을 확인해주세요.');
    if (p.response_type === 'code') {
      const code = idp.issueCode({
        clientId: p.client_id,
        redirectUri: p.redirect_uri,
        email,
        nonce: p.nonce,
      });
      const target = new URL(p.redirect_uri);
      target.searchParams.set('code', code);
      target.searchParams.set('state', p.state);
      return reply.redirect(target.toString(), 302);
    }
    const idToken = await idp.idToken(email, p.nonce);
    const hash = new URLSearchParams({ id_token: idToken, state: p.state, token_type: 'Bearer' });
    return reply.redirect(`${p.redirect_uri.split('#')[0]}#${hash.toString()}`, 302);
  });

  app.post('/dev-idp/token', hide, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const body = z
      .object({
        grant_type: z.literal('authorization_code'),
        code: z.string(),
        client_id: z.string(),
        client_secret: z.string(),
        redirect_uri: z.string().optional(),
      })
      .safeParse(req.body);
    if (!body.success) return reply.code(400).send({ error: 'invalid_request' });
    if (body.data.client_id !== DEV_CLIENT_ID || body.data.client_secret !== DEV_CLIENT_SECRET) {
      return reply.code(401).send({ error: 'invalid_client' });
    }
    const pending = idp.redeemCode(body.data.code, body.data.client_id, body.data.redirect_uri);
    if (!pending) return reply.code(400).send({ error: 'invalid_grant' });
    const idToken = await idp.idToken(pending.email, pending.nonce);
    return {
      id_token: idToken,
      access_token: idToken,
      token_type: 'Bearer',
      expires_in: 600,
      scope: 'openid email profile',
    };
  });
}
