// Renders pages with the built server renderer (dist-ssr/entry-server.js, `npm run build`) in a process of its own,
// as the server does: the server's React never shares a process with the browser's. Reads { answers, urls, again? }
// as JSON on stdin (answers: API path → body) and writes { [url]: render's output } as JSON on stdout. `again`: more
// sets of answers, each rendering every url once more; their outputs are under "#again", one map per set, each output
// with `kept`: whether the renderer gave back the very output it gave the time before (a page it kept). `now` (ms):
// Date.now() answers it throughout, so a run never straddles the minute a kept page is keyed by.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

const entry = fileURLToPath(new URL('../../dist-ssr/entry-server.js', import.meta.url));
if (!fs.existsSync(entry)) {
  process.stderr.write(`no server renderer at ${entry}: run npm run build first\n`);
  process.exit(2);
}
const { render } = await import(entry);
const { answers, urls, again = [], now } = JSON.parse(fs.readFileSync(0, 'utf8'));
if (typeof now === 'number') Date.now = () => now;
const from = (set) => async (path) =>
  path in set ? { status: 200, body: set[path] } : { status: 404, body: null };
const renderAll = async (set) => {
  const outputs = {};
  for (const url of urls)
    outputs[url] = await render({ url, origin: 'http://localhost:3000', fetchJson: from(set) });
  return outputs;
};
let last = await renderAll(answers);
const out = { ...last };
if (again.length > 0) out['#again'] = [];
for (const set of again) {
  const outputs = await renderAll(set);
  out['#again'].push(
    Object.fromEntries(urls.map((url) => [url, { ...outputs[url], kept: outputs[url] === last[url] }])),
  );
  last = outputs;
}
process.stdout.write(JSON.stringify(out));
