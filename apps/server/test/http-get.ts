import http from 'node:http';

export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One GET over a real connection: the server's own listener (and its first look), which app.inject never passes through. */
export function httpGet(
  port: number,
  url: string,
  headers: Record<string, string> = {},
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, headers, agent: false }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (c: Buffer) => parts.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(parts) }),
        );
      })
      .on('error', reject);
  });
}

export interface RawAnswer extends HttpAnswer {
  /** The header lines as sent, names and values in order. */
  rawHeaders: string[];
}

/** One request with a body over a real connection (the server's first look included), its header lines kept. */
export function httpSend(
  port: number,
  method: string,
  url: string,
  headers: Record<string, string>,
  body: string | Buffer,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: url, headers, agent: false }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode!,
          headers: res.headers,
          rawHeaders: res.rawHeaders,
          body: Buffer.concat(parts),
        }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}
