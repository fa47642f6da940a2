/** The sandbox provider passes the saved-cards suite; its cards are saved through its own page. */
import { afterAll, beforeAll } from 'vitest';
import { STYLIST } from '../../scripts/support/demo-salon';
import { createPaymentProvider } from '../../src/server/payments/create-provider';
import { startTestServer, type TestServer } from '../support/test-server';
import { CARD_OK, checkout, statusRequest, submitSandbox } from './payments-support';
import { cardBooking, keepCardsOnFile, savedCardsContract } from './saved-cards-contract';

let server: TestServer;
let n = 0;

beforeAll(async () => {
  server = await startTestServer();
  await keepCardsOnFile(server);
});
afterAll(() => server.close());

savedCardsContract('sandbox', {
  provider: () => createPaymentProvider(server.deps),
  async saveCard(cardNumber) {
    const i = n++;
    const b = await cardBooking(server, i, STYLIST.mei, `card${i}@example.com`);
    const co = await checkout(server, b.id, 0, 'card', b.manage_token);
    const done = await submitSandbox(server, co.body.data!.pay_url, { ...CARD_OK, card_number: cardNumber });
    return statusRequest(done.location!).access_order_id;
  },
});
