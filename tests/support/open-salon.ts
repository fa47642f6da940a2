/**
 * The start of most API test files: the salon's server started before the file's tests, with the
 * demo Super Admin, Staff user and customer signed in, and closed after them. The server and the
 * tokens are handed out at once, for the file's top level, and reach the started ones when used
 * (in a hook or a test), so a file reads `const { server, t } = openSalon();` and nothing else. A test
 * that signs someone in again sets the token (`t.admin = …`) for the tests after it.
 */
import { afterAll, beforeAll } from 'vitest';
import { signInAll, type Tokens } from '../fixtures/admin-world';
import { startTestServer, type TestServer } from './test-server';

export function openSalon(...start: Parameters<typeof startTestServer>): { server: TestServer; t: Tokens } {
  let started: TestServer | undefined;
  let tokens: Tokens | undefined;
  beforeAll(async () => {
    started = await startTestServer(...start);
    tokens = await signInAll(started);
  });
  afterAll(() => started?.close());

  const live = (): TestServer => {
    if (!started) throw new Error('The salon opens in beforeAll: use its server in a hook or a test.');
    return started;
  };
  const signedIn = (): Tokens => {
    if (!tokens) throw new Error('The staff sign in in beforeAll: use their tokens in a hook or a test.');
    return tokens;
  };
  const server: TestServer = {
    get url() {
      return live().url;
    },
    get deps() {
      return live().deps;
    },
    get config() {
      return live().config;
    },
    get ready() {
      return live().ready;
    },
    call: (name, body, opts) => live().call(name, body, opts),
    raw: (path, init) => live().raw(path, init),
    close: () => live().close(),
  };
  const t: Tokens = {
    get admin() {
      return signedIn().admin;
    },
    set admin(v: Tokens['admin']) {
      signedIn().admin = v;
    },
    get staff() {
      return signedIn().staff;
    },
    set staff(v: Tokens['staff']) {
      signedIn().staff = v;
    },
    get customer() {
      return signedIn().customer;
    },
    set customer(v: Tokens['customer']) {
      signedIn().customer = v;
    },
    get customerId() {
      return signedIn().customerId;
    },
    set customerId(v: Tokens['customerId']) {
      signedIn().customerId = v;
    },
  };
  return { server, t };
}
