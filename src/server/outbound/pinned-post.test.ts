import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pinnedPost } from './pinned-post';

describe('a POST to a checked address', () => {
  const seen: { path: string; headers: IncomingHttpHeaders }[] = [];
  const server = createServer((req, res) => {
    seen.push({ path: req.url ?? '', headers: req.headers });
    req.resume();
    if (req.url === '/moved') res.writeHead(307, { location: '/elsewhere' }).end();
    else res.writeHead(201).end();
  });
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const to = { address: '127.0.0.1', family: 4 };
  const post = (path: string) =>
    pinnedPost(
      new URL(`http://push.never-resolved.invalid:${port}${path}`),
      to,
      { 'content-type': 'application/octet-stream' },
      new Uint8Array([1, 2, 3]),
      AbortSignal.timeout(5000),
    );

  it('connects to the address it was given, never looking the name up, and names the host', async () => {
    expect(await post('/device')).toBe(201);
    expect(seen.at(-1)).toMatchObject({
      path: '/device',
      headers: { host: `push.never-resolved.invalid:${port}`, 'content-length': '3' },
    });
  });

  it('follows no redirect', async () => {
    const before = seen.length;
    expect(await post('/moved')).toBe(307);
    expect(seen.slice(before).map((s) => s.path)).toEqual(['/moved']);
  });
});
