import type { MessageTable } from '../message-table';

/** Payment, rating and outgoing-message texts: the API's messages, the sandbox payment page and the emails. */
export const paymentMessages = {
  // the error messages of docs/product.md §8
  mail_minutes: { en: '{n} min', zh: '{n} 分钟' },
  payment_methods_failed: { en: 'Failed to fetch payment methods', zh: '获取支付方式失败' },
  checkout_failed: { en: 'Failed to create payment checkout', zh: '创建支付失败' },
  payment_status_failed: { en: 'Failed to check payment status', zh: '查询支付状态失败' },
  rating_failed: { en: 'Failed to submit rating', zh: '提交评价失败' },

  // payment methods
  method_card_name: { en: 'Credit / debit card', zh: '信用卡 / 借记卡' },
  method_card_description: {
    en: 'Visa, Mastercard, AMEX or UnionPay',
    zh: '支持 Visa、万事达、美国运通或银联',
  },
  method_ewallet_name: { en: 'E-wallet', zh: '电子钱包' },
  method_ewallet_description: {
    en: 'GrabPay, PayNow, Alipay or WeChat Pay',
    zh: '支持 GrabPay、PayNow、支付宝或微信支付',
  },
  method_salon_name: { en: 'Pay at the salon', zh: '到店付款' },
  method_salon_description: {
    en: 'Your booking is confirmed now; pay when you visit',
    zh: '预约立即确认，到店时付款',
  },

  // checkout
  booking_not_found: { en: 'We could not find this booking', zh: '找不到该预约' },
  payment_not_yours: {
    en: 'Please sign in with the account that made this booking, or enter its email address',
    zh: '请登录预约时使用的账号，或填写预约时的邮箱',
  },
  payment_amount_mismatch: {
    en: 'The amount does not match the booking total of {amount}. Please refresh and try again.',
    zh: '金额与预约总额 {amount} 不符，请刷新后重试。',
  },
  payment_already_paid: { en: 'This booking is already paid', zh: '该预约已付款' },
  payment_not_required: {
    en: 'This booking is paid at the salon; no online payment is needed',
    zh: '该预约为到店付款，无需在线支付',
  },
  payment_hold_expired: {
    en: 'The time held for this booking has run out. Please book again.',
    zh: '该预约的保留时间已过，请重新预约。',
  },
  payment_booking_cancelled: {
    en: 'This booking was cancelled. Please book again.',
    zh: '该预约已取消，请重新预约。',
  },
  payment_move_confirmed: {
    en: 'Payment received. Your booking has moved to its new time.',
    zh: '已收到付款，您的预约已改至新时间。',
  },
  payment_move_refund: {
    en: 'The new time was no longer held, so your booking stays as it was and {amount} will be refunded.',
    zh: '新时间已不再保留，您的预约保持不变，{amount} 将退回。',
  },
  payment_booking_closed: { en: 'This booking can no longer be paid online', zh: '该预约已无法在线支付' },
  checkout_created: { en: 'Taking you to the payment page', zh: '正在前往支付页面' },

  // the provider's return
  payment_signature_invalid: {
    en: 'The payment result could not be verified, so nothing was changed',
    zh: '无法验证支付结果，未做任何更改',
  },
  payment_order_unknown: { en: 'We could not find this payment', zh: '找不到该笔支付' },
  refund_not_owed: { en: 'This refund has already been made', zh: '这笔退款已经完成' },
  payment_confirmed: { en: 'Payment received. Your booking is confirmed.', zh: '付款成功，您的预约已确认。' },
  payment_declined: { en: 'Payment failed: {reason}', zh: '支付失败：{reason}' },
  payment_declined_default: { en: 'Payment failed', zh: '支付失败' },
  payment_processing: {
    en: 'Your payment is still being processed. Your booking is confirmed as soon as the payment provider tells us it went through.',
    zh: '您的付款仍在处理中。支付服务商确认付款成功后，您的预约即会确认。',
  },
  payment_refund_due: {
    en: 'Your payment arrived after the held time ran out and the time was taken meanwhile. We will refund you in full.',
    zh: '您的付款在保留时间结束后才到达，且该时间已被预约。我们将全额退款。',
  },
  payment_duplicate_refund: {
    en: 'This booking was already paid, so this second payment will be refunded in full.',
    zh: '该预约已付款，本次重复付款将全额退还。',
  },
  payment_total_changed_refund: {
    en: "Your booking's total changed after this payment was started, so it was not used and {amount} will be refunded in full. Your booking is not paid yet.",
    zh: '此笔付款发起后预约金额已变更，因此未被使用，{amount} 将全额退还。您的预约尚未付款。',
  },
  payment_cancelled: { en: 'This payment was cancelled', zh: '该笔支付已取消' },

  // ratings
  rating_required: { en: 'Please select a rating', zh: '请选择评分' },
  rating_range: { en: 'The rating must be from 1 to 5', zh: '评分必须在 1 到 5 之间' },
  rating_link_invalid: {
    en: 'This rating link is not valid. Please use the link from your email, or sign in.',
    zh: '该评价链接无效，请使用邮件中的链接或先登录。',
  },
  rating_not_completed: { en: 'You can rate this visit once it has taken place', zh: '服务完成后才能评价' },
  rating_already_submitted: { en: 'This visit has already been rated', zh: '该次服务已评价' },
  rating_submitted: { en: 'Thank you! Your rating has been submitted.', zh: '谢谢！您的评价已提交。' },
  rating_service_mismatch: { en: 'This service was not part of the visit', zh: '该服务不属于这次预约' },
  rating_stylist_mismatch: {
    en: 'This stylist did not serve this visit',
    zh: '该发型师不是这次预约的服务人员',
  },

  // the sandbox payment page
  sandbox_title: { en: 'Secure payment', zh: '安全支付' },
  sandbox_badge: { en: 'Sandbox: no real money moves', zh: '测试环境：不会真实扣款' },
  sandbox_pay_to: { en: 'Pay to', zh: '收款方' },
  sandbox_order: { en: 'Order', zh: '订单号' },
  sandbox_amount: { en: 'Amount', zh: '金额' },
  sandbox_card_heading: { en: 'Card details', zh: '银行卡信息' },
  sandbox_card_number: { en: 'Card number', zh: '卡号' },
  sandbox_card_name: { en: 'Name on card', zh: '持卡人姓名' },
  sandbox_expiry: { en: 'Expiry (MM/YY)', zh: '有效期（月/年）' },
  sandbox_cvc: { en: 'Security code', zh: '安全码' },
  sandbox_card_hint: {
    en: 'Test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined.',
    zh: '测试卡：4242 4242 4242 4242 支付成功；4000 0000 0000 0002 会被拒绝。',
  },
  sandbox_wallet_heading: { en: 'E-wallet', zh: '电子钱包' },
  sandbox_wallet: { en: 'Wallet', zh: '钱包' },
  sandbox_wallet_phone: { en: 'Mobile number', zh: '手机号码' },
  sandbox_wallet_decline: { en: 'Simulate a declined payment', zh: '模拟支付被拒' },
  sandbox_pay: { en: 'Pay {amount}', zh: '支付 {amount}' },
  sandbox_cancel: { en: 'Cancel', zh: '取消' },
  sandbox_cancel_note: {
    en: 'Cancel releases the time held for your booking.',
    zh: '取消后将释放为您保留的预约时间。',
  },
  sandbox_err_card: { en: 'Please enter a valid card number', zh: '请输入有效的卡号' },
  sandbox_err_name: { en: 'Please enter the name on the card', zh: '请输入持卡人姓名' },
  sandbox_err_expiry: { en: 'Please enter a valid expiry date', zh: '请输入有效的有效期' },
  sandbox_err_cvc: { en: 'Please enter the 3 or 4 digit security code', zh: '请输入 3 或 4 位安全码' },
  sandbox_err_phone: {
    en: 'Please enter a mobile number of at least 8 digits',
    zh: '请输入至少 8 位的手机号码',
  },
  sandbox_err_wallet: { en: 'Please choose a wallet', zh: '请选择钱包' },
  sandbox_closed_title: { en: 'This payment is closed', zh: '该支付已关闭' },
  sandbox_closed_text: {
    en: 'It was already completed, cancelled or replaced. Return to the salon to continue.',
    zh: '该支付已完成、已取消或已被替换，请返回店铺继续。',
  },
  sandbox_not_found_title: { en: 'Payment not found', zh: '找不到该支付' },
  sandbox_back: { en: 'Back to the salon', zh: '返回店铺' },
  sandbox_result_success: { en: 'Payment successful', zh: '支付成功' },
  sandbox_result_card_declined: { en: 'Card declined by the issuing bank', zh: '发卡行拒绝了该银行卡' },
  sandbox_result_wallet_declined: { en: 'Payment declined in the wallet app', zh: '钱包应用拒绝了该笔支付' },

  // emails
  mail_greeting: { en: 'Hi {name},', zh: '{name}，您好：' },
  mail_confirm_subject: {
    en: 'Your booking at {salon} is confirmed: {when}',
    zh: '您在 {salon} 的预约已确认：{when}',
  },
  mail_confirm_intro: {
    en: 'Your appointment is confirmed. We look forward to seeing you.',
    zh: '您的预约已确认，期待您的光临。',
  },
  mail_reminder_subject: {
    en: 'Reminder: your appointment at {salon}, {when}',
    zh: '提醒：您在 {salon} 的预约，{when}',
  },
  mail_reminder_intro: {
    en: 'A friendly reminder of your upcoming appointment.',
    zh: '温馨提醒：您的预约即将到来。',
  },
  mail_label_booking: { en: 'Booking', zh: '预约编号' },
  mail_label_when: { en: 'When', zh: '时间' },
  mail_label_stylist: { en: 'Stylist', zh: '发型师' },
  mail_label_services: { en: 'Services', zh: '服务' },
  mail_label_total: { en: 'Total', zh: '合计' },
  mail_label_payment: { en: 'Payment', zh: '付款' },
  mail_label_where: { en: 'Where', zh: '地址' },
  mail_paid_online: { en: 'Paid online', zh: '已在线支付' },
  mail_pay_at_salon: { en: 'Pay at the salon', zh: '到店付款' },
  mail_paid_refund_due: {
    en: 'Paid online; {amount} is being refunded',
    zh: '已在线支付；{amount} 正在退款',
  },
  mail_paid_refunded: { en: 'Paid online; {amount} refunded', zh: '已在线支付；{amount} 已退款' },
  mail_nothing_charged: { en: 'Nothing was charged', zh: '未收取任何费用' },
  mail_nothing_to_pay: { en: 'Nothing to pay', zh: '无需付款' },
  mail_awaiting_payment: { en: 'Awaiting online payment', zh: '等待在线支付' },
  mail_ics_note: {
    en: 'Open the attached calendar file to add the appointment to your calendar.',
    zh: '打开附件中的日历文件，即可将预约添加到您的日历。',
  },
  mail_contact: {
    en: 'To change or cancel, please call us on {phone}.',
    zh: '如需更改或取消，请致电 {phone}。',
  },
  mail_rating_subject: { en: 'How was your visit to {salon}?', zh: '您在 {salon} 的体验如何？' },
  mail_rating_intro: {
    en: 'Thank you for visiting us. How was your visit with {stylist}? Rating it takes a few seconds.',
    zh: '感谢您的光临！您对 {stylist} 的服务满意吗？评价只需几秒钟。',
  },
  mail_rating_cta: { en: 'Rate your visit', zh: '为本次服务评分' },
  mail_signature: { en: 'See you soon, {salon}', zh: '{salon} 期待再次为您服务' },
} satisfies MessageTable;
