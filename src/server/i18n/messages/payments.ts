import type { MessageTable } from '../catalogue';

/** Payment and rating messages. */
export const paymentMessages = {
  payment_methods_failed: { en: 'Failed to fetch payment methods', zh: '获取支付方式失败' },
  checkout_failed: { en: 'Failed to create payment checkout', zh: '创建支付失败' },
  payment_status_failed: { en: 'Failed to check payment status', zh: '查询支付状态失败' },
  rating_failed: { en: 'Failed to submit rating', zh: '提交评价失败' },
} satisfies MessageTable;
