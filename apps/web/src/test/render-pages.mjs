// Renders pages with the built server renderer (dist-ssr/entry-server.js, `npm run build`) in a process of its own,
// as the server does: the server's React never shares a process with the browser's. Reads { answers, urls } as JSON
// on stdin (answers: API path → body) and writes { [url]: render's output } as JSON on stdout.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

const entry = fileURLToPath(new URL('../../dist-ssr/entry-server.js', import.meta.url));
if (!fs.existsSync(entry)) {
  process.stderr.write(`no server renderer at ${entry}: run npm run build first\n`);
  process.exit(2);
}
const { render } = await import(entry);
const { answers, urls } = JSON.parse(fs.readFileSync(0, 'utf8'));
const fetchJson = async (path) =>
  path in answers ? { status: 200, body: answers[path] } : { status: 404, body: null };
const out = {};
for (const url of urls) out[url] = await render({ url, origin: 'http://localhost:3000', fetchJson });
process.stdout.write(JSON.stringify(out));
