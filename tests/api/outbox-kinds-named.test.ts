/** The outbox screen names every kind of message the server queues, in both languages. */
import { describe, expect, it } from 'vitest';
import en from '../../src/client/locales/en/admin.json';
import zh from '../../src/client/locales/zh/admin.json';
import { OUTBOX_KIND } from '../../src/server/jobs/outbox-kinds';

describe('outbox kinds', () => {
  it('has a name for every kind of message, in English and Chinese', () => {
    for (const kind of Object.values(OUTBOX_KIND)) {
      expect((en.outbox.kinds as Record<string, string>)[kind], `en ${kind}`).toBeTruthy();
      expect((zh.outbox.kinds as Record<string, string>)[kind], `zh ${kind}`).toBeTruthy();
    }
  });
});
