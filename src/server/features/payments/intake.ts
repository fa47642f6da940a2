/**
 * What the background jobs reach of payments. The hold job's look-up settles a result it finds,
 * and the outbox delivers the sandbox's queued notices; both go through this feature's receiving
 * path, but the jobs sit below the features and do not import them: app.ts puts this in Deps.
 */
import type { PaymentIntake } from '../../deps';
import { deliverSandboxNotice } from './notices';
import { receiveResult } from './receive';

export const paymentIntake: PaymentIntake = { receiveResult, deliverSandboxNotice };
