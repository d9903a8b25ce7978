// The container's liveness check (README, "Running it on a server" and "Monitoring"): exits 0 when the server on this
// machine answers GET /healthz with {"status":"ok"}, 1 otherwise. Liveness only: a database away makes the instance
// not ready (/readyz, the load balancer's check), not dead. Plain JavaScript, no packages: it runs in the production
// image as is.
const port = process.env.PORT || '8080';
const url = process.argv[2] || `http://127.0.0.1:${port}/healthz`;

try {
  const res = await fetch(url, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(4_000),
  });
  const body = await res.json();
  if (res.status === 200 && body.status === 'ok') process.exit(0);
  console.error(`${url} answered ${res.status}: ${JSON.stringify(body)}`);
} catch (err) {
  console.error(`${url}: ${err instanceof Error ? err.message : String(err)}`);
}
process.exit(1);
