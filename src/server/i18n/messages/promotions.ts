import type { MessageTable } from '../message-table';

/** Promo codes: the salon's list, and why a code does not apply. */
export const promotionMessages = {
  promotions_failed: { en: 'Failed to fetch promotions', zh: '获取优惠码失败' },
  promotion_created: { en: 'Promo code added', zh: '优惠码已添加' },
  promotion_updated: { en: 'Promo code saved', zh: '优惠码已保存' },
  promotion_removed: { en: 'Promo code removed', zh: '优惠码已删除' },
  promotion_not_found: { en: 'Promo code not found', zh: '未找到该优惠码' },
  promotion_code_taken: { en: 'There is already a promo code {code}', zh: '已有优惠码 {code}' },
  promo_code_format: {
    en: 'Use letters, digits, dashes and underscores only',
    zh: '只能使用字母、数字、连字符和下划线',
  },
  promo_one_kind: {
    en: 'Give either a percentage or an amount off',
    zh: '请填写折扣百分比或减免金额（二选一）',
  },
  promo_dates_order: { en: 'The last day cannot be before the first', zh: '结束日期不能早于开始日期' },
  promo_applied_percent: { en: 'Promo code applied: {percent}% off', zh: '已使用优惠码：减 {percent}%' },
  promo_applied_amount: { en: 'Promo code applied: {amount} off', zh: '已使用优惠码：减 {amount}' },
  promo_expired: { en: 'This promo code has expired', zh: '该优惠码已过期' },
  promo_not_yet_valid: { en: 'This promo code is not valid yet', zh: '该优惠码尚未生效' },
  promo_first_visit_only: {
    en: 'This promo code is for a first visit only',
    zh: '该优惠码仅限首次到店使用',
  },
  promo_used_up: { en: 'This promo code has been used up', zh: '该优惠码已用完' },
  promo_customer_limit: {
    en: 'You have already used this promo code as many times as it allows',
    zh: '您使用该优惠码的次数已达上限',
  },
  promo_not_for_services: {
    en: 'This promo code does not apply to the chosen services',
    zh: '该优惠码不适用于所选服务',
  },
} satisfies MessageTable;
