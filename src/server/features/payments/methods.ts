/** The payment methods offered: the configured online methods, and paying at the salon when allowed. */
import type { PaymentMethod } from '#shared/contract/payments';
import type { OnlineMethod } from '../../config';
import { readSalonProfile } from '../../db/salon-settings';
import type { Deps } from '../../deps';
import { PAY_AT_SALON } from '../../domain/insert-booking';
import { type Lang, translate } from '../../i18n/catalogue';

export async function paymentMethods(deps: Deps, lang: Lang): Promise<PaymentMethod[]> {
  const keywords: (OnlineMethod | typeof PAY_AT_SALON)[] = [...deps.config.paymentMethods];
  if ((await readSalonProfile(deps.db)).allow_pay_at_salon) keywords.push(PAY_AT_SALON);
  return keywords.map((k) => ({
    payment_keyword: k,
    name: translate(lang, `method_${k}_name`),
    description: translate(lang, `method_${k}_description`),
  }));
}
