/**
 * A stand-in for a browser's push service on 127.0.0.1, and test devices: each device has its own
 * P-256 key pair and auth secret, as a browser's subscription does, so the service can decrypt what
 * Tress sends (aes128gcm, RFC 8291) and check the VAPID signature (RFC 8292) like a real one.
 */
import { createECDH, createPublicKey, type ECDH, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';
import type { PushSubscriptionJson } from '../../src/shared/contract/push';

export type PushRequest = { path: string; headers: IncomingHttpHeaders; body: Buffer };

export type PushService = {
  url: string;
  requests: PushRequest[];
  /** The status each device's endpoint answers (200 by default); 410 says it is gone. */
  answers: Map<string, number>;
  close: () => Promise<void>;
};

export async function startPushService(): Promise<PushService> {
  const requests: PushRequest[] = [];
  const answers = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      requests.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(answers.get(path) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answers,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type TestDevice = {
  subscription: PushSubscriptionJson;
  path: string;
  /** Decrypts a request body with this device's private key and auth secret. */
  decrypt: (body: Buffer) => string;
};

let devices = 0;

export function testDevice(service: PushService): TestDevice {
  const ecdh: ECDH = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const path = `/push/device-${++devices}-${randomBytes(4).toString('hex')}`;
  return {
    subscription: {
      endpoint: service.url + path,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
    path,
    decrypt: (body) =>
      ece
        .decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth.toString('base64url') })
        .toString('utf8'),
  };
}

/**
 * Checks `Authorization: vapid t=<JWT>, k=<public key>` as a push service does: the JWT is signed
 * (ES256) by the key in `k`, for this service's origin, not expired. Returns the JWT's claims.
 */
export function verifyVapid(
  authorization: string | undefined,
  audience: string,
  nowSeconds = Date.now() / 1000,
): { publicKey: string; claims: { aud: string; exp: number; sub: string } } {
  const m = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!m) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [header, claims, signature] = m[1]!.split('.') as [string, string, string];
  const raw = Buffer.from(m[2]!, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) throw new Error('VAPID signature does not verify');
  const parsed = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8'));
  if (parsed.aud !== audience) throw new Error(`VAPID audience ${parsed.aud} is not ${audience}`);
  if (!(parsed.exp > nowSeconds)) throw new Error('VAPID token expired');
  return { publicKey: m[2]!, claims: parsed };
}
