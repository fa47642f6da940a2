/** HTTP handlers of the salon's promo codes and the customer's check of one. */
import { formatMoney } from '#shared/domain/money';
import type { Handlers } from '../../http/register-api';
import { withMessage } from '../../i18n/with-message';
import { checkPromo } from './check';
import { addPromotion, listPromotions, removePromotion, updatePromotion } from './service';

export const promotionsHandlers = {
  promoCheck: async ({ deps, body, principal }) => {
    const check = await checkPromo(deps, body, principal);
    return check.percent_off
      ? withMessage(check, 'promo_applied_percent', { percent: check.percent_off })
      : withMessage(check, 'promo_applied_amount', { amount: formatMoney(check.amount_off ?? 0) });
  },
  promotionsList: async ({ deps }) => listPromotions(deps.db, deps.now()),
  promotionsAdd: async ({ deps, body }) =>
    withMessage(await addPromotion(deps.db, body), 'promotion_created'),
  promotionsUpdate: async ({ deps, body }) =>
    withMessage(await updatePromotion(deps.db, body, deps.now()), 'promotion_updated'),
  promotionsRemove: async ({ deps, body }) => {
    await removePromotion(deps.db, body.id);
    return withMessage(null, 'promotion_removed');
  },
} satisfies Handlers;
