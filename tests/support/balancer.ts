/**
 * A round-robin HTTP balancer for tests that run several instances: each request goes to the next
 * backend; when that one refuses the connection or is closing (Fastify answers 503 to requests that
 * reach a closing server, before any handler runs), the request is replayed on the next one, as
 * nginx's `proxy_next_upstream error http_503` does.
 */
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Balancer = { url: string; close: () => Promise<void> };

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

function forward(
  target: string,
  method: string,
  path: string,
  headers: Record<string, string | string[] | undefined>,
  body: Buffer,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, target), { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 502, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

export async function startBalancer(backends: string[]): Promise<Balancer> {
  let next = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const body = Buffer.concat(chunks);
      const first = next++ % backends.length;
      for (let i = 0; i < backends.length; i++) {
        const target = backends[(first + i) % backends.length]!;
        try {
          const answer = await forward(target, req.method ?? 'GET', req.url ?? '/', req.headers, body);
          if (answer.status === 503 && i < backends.length - 1 && !req.url?.startsWith('/api/ready'))
            continue;
          res.writeHead(answer.status, answer.headers).end(answer.body);
          return;
        } catch {
          // connection refused or reset before an answer: try the next backend
        }
      }
      res.writeHead(502).end('no backend answered');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
