/** The sandbox provider passes the saved-cards suite; its cards are saved through its own page. */
import { afterAll, beforeAll } from 'vitest';
import { guest, SERVICE, STYLIST, slotId, weekday } from '../../scripts/support/demo-salon';
import { createPaymentProvider } from '../../src/server/payments/create-provider';
import { startTestServer, type TestServer } from '../support/test-server';
import { CARD_OK, checkout, statusRequest, submitSandbox } from './payments-support';
import { savedCardsContract } from './saved-cards-contract';

let server: TestServer;
let n = 0;

beforeAll(async () => {
  server = await startTestServer();
  const admin = await server.call('adminLogin', { username: 'admin', password: 'admin123' });
  const settings = (await server.call('settings', {})).body.data!;
  await server.call(
    'settingsUpdate',
    { ...settings, protection: 'card_on_file', no_show_fee_percent: 50 },
    { token: admin.body.data!.auth_token },
  );
});
afterAll(() => server.close());

const TIMES = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'];

savedCardsContract('sandbox', {
  provider: () => createPaymentProvider(server.deps),
  async saveCard(cardNumber) {
    const i = n++;
    const booked = await server.call('book', {
      ...guest,
      email: `card${i}@example.com`,
      selected_service_ids: [SERVICE.mensCut],
      stylist_id: STYLIST.mei,
      booking_date: weekday(1 + Math.floor(i / TIMES.length)),
      start_slot_id: slotId(TIMES[i % TIMES.length]!),
      payment_keyword: 'card',
    });
    const b = booked.body.data!;
    const co = await checkout(server, b.id, 0, 'card', b.manage_token);
    const done = await submitSandbox(server, co.body.data!.pay_url, { ...CARD_OK, card_number: cardNumber });
    return statusRequest(done.location!).access_order_id;
  },
});
