import type { MessageTable } from '../message-table';

/** Catalogue, availability and booking messages. */
export const bookingMessages = {
  services_failed: { en: 'Failed to fetch services', zh: '获取服务失败' },
  stylists_failed: { en: 'Failed to fetch stylists', zh: '获取发型师失败' },
  timeslots_failed: { en: 'Failed to fetch timeslots', zh: '获取时间段失败' },
  book_failed: { en: 'Failed to book appointment', zh: '预约失败' },
  no_stylists: { en: 'No stylists found', zh: '没有找到发型师' },
  unknown_services: { en: 'One or more chosen services are not available', zh: '所选的部分服务不可用' },
  stylist_not_found: { en: 'This stylist is not available', zh: '该发型师不可预约' },
  stylist_lacks_service: {
    en: '{stylist} does not offer every chosen service',
    zh: '{stylist} 不提供所选的全部服务',
  },
  date_out_of_window: {
    en: 'Please choose a date within the next {days} days',
    zh: '请选择未来 {days} 天内的日期',
  },
  slot_too_soon: {
    en: 'Bookings need {minutes} minutes of notice. Please choose a later time.',
    zh: '预约需至少提前 {minutes} 分钟，请选择更晚的时间。',
  },
  slot_in_past: {
    en: 'This time has already passed. Please choose a later time.',
    zh: '该时间已过，请选择更晚的时间。',
  },
  slot_unknown: { en: 'Please choose a valid time slot', zh: '请选择有效的时间段' },
  slot_not_offered: {
    en: 'This time is not available for the chosen services. Please choose another time.',
    zh: '该时间无法安排所选服务，请选择其他时间。',
  },
  slot_taken: {
    en: 'Sorry, this time was just taken. Please choose another time.',
    zh: '抱歉，该时间刚被预约，请选择其他时间。',
  },
  no_stylist_free: {
    en: 'No stylist is free at this time. Please choose another time.',
    zh: '该时间没有空闲的发型师，请选择其他时间。',
  },
  invalid_promo: { en: 'Invalid promo code', zh: '优惠码无效' },
  customer_mismatch: { en: 'You can only book for your own account', zh: '只能为自己的账号预约' },
  contact_required: {
    en: 'Please enter your name, email and phone number',
    zh: '请填写姓名、邮箱和电话号码',
  },
  unknown_payment_method: { en: 'Please choose a valid payment method', zh: '请选择有效的支付方式' },
  idempotency_conflict: {
    en: 'This request was already used for a different booking',
    zh: '该请求已用于另一个预约',
  },
  price_changed: {
    en: 'The price is now {amount}. Please confirm the new total.',
    zh: '价格已变为 {amount}，请确认新的总额。',
  },
  booked: { en: 'Your appointment is booked', zh: '预约成功' },
  booked_pay_now_one: {
    en: 'Your time is held for 1 minute while you pay',
    zh: '已为您保留该时间 1 分钟，请尽快支付',
  },
  booked_pay_now: {
    en: 'Your time is held for {minutes} minutes while you pay',
    zh: '已为您保留该时间 {minutes} 分钟，请尽快支付',
  },
} satisfies MessageTable;
