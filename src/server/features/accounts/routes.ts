/**
 * HTTP handlers of a customer's own details, passwords (change, forgot, reset, set by a Super Admin)
 * and the sign-in notices.
 */

import type { Handlers } from '../../http/register-api';
import { withMessage } from '../../i18n/with-message';
import { demoPasswordsInUse } from './demo-passwords';
import { changeOwnPassword, setStaffPassword } from './passwords';
import { readProfile, saveProfile } from './profile';
import { forgotPassword, resetPassword } from './reset';

export const accountsHandlers = {
  changePassword: async ({ body, deps, principal, reply, lang }) => {
    await changeOwnPassword(deps, { principal, reply, lang }, body.current_password, body.new_password);
    return withMessage(null, 'password_changed');
  },

  // customers only (checked before these run)
  profile: async ({ deps, principal }) =>
    readProfile(deps.db, principal?.kind === 'customer' ? principal.customerId : 0),

  profileUpdate: async ({ body, deps, principal }) => {
    const profile = await saveProfile(
      deps.db,
      principal?.kind === 'customer' ? principal.customerId : 0,
      body,
    );
    return withMessage(profile, 'profile_saved');
  },

  forgotPassword: async ({ body, deps, lang }) => {
    await forgotPassword(deps, body.email, lang);
    return withMessage(null, 'reset_link_sent');
  },

  resetPassword: async ({ body, deps, lang }) => {
    await resetPassword(deps, body.token, body.new_password, lang);
    return withMessage(null, 'password_reset_done');
  },

  usersSetPassword: async ({ body, deps, principal, lang }) => {
    await setStaffPassword(deps, principal, body.id, body.new_password, lang);
    return withMessage(null, 'password_changed');
  },

  signInOptions: async ({ deps }) => ({
    demo_credentials: deps.config.seedDemo && (await demoPasswordsInUse(deps.db)),
  }),

  backOfficeNotices: async ({ deps }) => ({
    demo_passwords: await demoPasswordsInUse(deps.db),
    sandbox_payments: deps.config.paymentProvider === 'sandbox',
  }),
} satisfies Handlers;
