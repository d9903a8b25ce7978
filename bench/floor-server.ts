import fs from 'node:fs';
import Fastify from 'fastify';

/**
 * The floor every real-HTTP figure is compared with, run as its own process beside the app: a bare Fastify that
 * answers `GET /hello` with `{"hello":"world"}` and every path in the JSON file named by argv[2] with the exact
 * bytes and headers the app answered for it (bench/run.ts), held in memory. Prints its address on stdout.
 */
interface Answer {
  body: string; // base64
  headers: Record<string, string>;
}
const answers = JSON.parse(fs.readFileSync(process.argv[2]!, 'utf8')) as Record<string, Answer>;
const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
for (const [url, answer] of Object.entries(answers)) {
  const body = Buffer.from(answer.body, 'base64');
  app.get(url, (_req, reply) => {
    reply.headers(answer.headers).send(body);
  });
}
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${address}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
