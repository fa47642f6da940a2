import type { MessageTable } from '../message-table';

/** A customer managing their own booking: access, policy refusals, the change emails. */
export const manageMessages = {
  manage_sign_in: {
    en: 'Please sign in, or open the link from your confirmation email',
    zh: '请登录，或打开确认邮件中的链接',
  },
  manage_link_invalid: {
    en: 'This link is not valid. Please use the link from your email, or sign in.',
    zh: '该链接无效，请使用邮件中的链接或登录。',
  },
  manage_link_expired: {
    en: 'This link has expired because the appointment is over.',
    zh: '预约已结束，该链接已失效。',
  },
  reschedule_failed: { en: 'Failed to reschedule the booking', zh: '改约失败' },
  cancel_failed: { en: 'Failed to cancel the booking', zh: '取消预约失败' },
  booking_closed: {
    en: 'This booking can no longer be changed. Please call the salon on {phone}.',
    zh: '该预约已无法更改，请致电 {phone} 联系门店。',
  },
  cancel_too_late: {
    en: 'Bookings can be cancelled online until {hours} hours before the appointment. Please call the salon on {phone}.',
    zh: '预约开始前 {hours} 小时内无法在线取消，请致电 {phone} 联系门店。',
  },
  reschedule_too_late: {
    en: 'Bookings can be rescheduled online until {hours} hours before the appointment. Please call the salon on {phone}.',
    zh: '预约开始前 {hours} 小时内无法在线改约，请致电 {phone} 联系门店。',
  },
  reschedule_limit: {
    en: 'This booking has been rescheduled {count} times, the most allowed online. Please call the salon on {phone}.',
    zh: '该预约已改约 {count} 次，已达到在线改约上限，请致电 {phone} 联系门店。',
  },
  reschedule_same_time: { en: 'This is already the time of your booking', zh: '这已是您预约的时间' },
  reschedule_pay_difference: {
    en: 'The new time is held for you. Pay the difference of {amount} to move your booking.',
    zh: '新时间已为您保留，支付差价 {amount} 后即完成改约。',
  },
  booking_changed: {
    en: 'This booking has just changed. Please look at it again.',
    zh: '该预约刚刚有变动，请重新查看。',
  },
  booking_rescheduled: { en: 'Your booking has been moved', zh: '预约已改期' },
  booking_cancelled: { en: 'Your booking has been cancelled', zh: '预约已取消' },
  booking_cancelled_refund: {
    en: 'Your booking has been cancelled and {amount} will be refunded',
    zh: '预约已取消，{amount} 将退回',
  },

  policy_hours: { en: 'Enter whole hours from 0 to 336', zh: '请输入 0 到 336 之间的整数小时' },
  deposit_percent: { en: 'Enter a whole percentage from 1 to 100', zh: '请输入 1 到 100 之间的整数百分比' },
  fee_percent: { en: 'Enter a whole percentage from 0 to 100', zh: '请输入 0 到 100 之间的整数百分比' },
  amount_range: { en: 'Enter an amount from 0 to 100,000', zh: '请输入 0 到 100,000 之间的金额' },
  hold_minutes: {
    en: 'How long an unpaid booking keeps its time (5 to 120 minutes)',
    zh: '未付款的预约最多占用时间段多久（5 至 120 分钟）',
  },
  reminder_minutes: {
    en: 'How long before the visit the reminder is sent (60 to 10080 minutes)',
    zh: '预约开始前多久发送提醒（60 至 10080 分钟）',
  },
  policy_count: { en: 'Enter a whole number from 0 to 20', zh: '请输入 0 到 20 之间的整数' },
  opening_hours: {
    en: 'Each day is closed, or opens before it closes (times as HH:mm)',
    zh: '每天须为休息，或开门时间早于打烊时间（时间格式为 HH:mm）',
  },
  closure_dates: { en: 'A closure cannot end before it starts', zh: '休息日的结束日期不能早于开始日期' },
  window_days: { en: 'Enter whole days from 1 to 365', zh: '请输入 1 到 365 之间的整数天数' },
  slot_step: { en: 'Choose 5, 10, 15, 20, 30 or 60 minutes', zh: '请选择 5、10、15、20、30 或 60 分钟' },
  notice_minutes: { en: 'Enter whole minutes from 0 to 20160', zh: '请输入 0 到 20160 之间的整数分钟' },

  mail_manage: {
    en: 'See, reschedule or cancel your booking: {link}',
    zh: '查看、改约或取消预约：{link}',
  },
  mail_policy: {
    en: 'Free cancellation until {cancel} hours before, and up to {max} reschedules until {reschedule} hours before the appointment.',
    zh: '预约开始前 {cancel} 小时以前可免费取消；开始前 {reschedule} 小时以前最多可改约 {max} 次。',
  },
  mail_rescheduled_subject: {
    en: 'Your booking at {salon} has moved to {when}',
    zh: '您在 {salon} 的预约已改至 {when}',
  },
  mail_rescheduled_intro: {
    en: 'Your booking has been moved. Before, it was {before}. Here is the new time:',
    zh: '您的预约已改期，原时间为 {before}。新的预约信息如下：',
  },
  mail_rescheduled_by_salon: {
    en: 'The salon has moved your booking. Before, it was {before}. Here is the new time:',
    zh: '门店已为您调整预约，原时间为 {before}。新的预约信息如下：',
  },
  mail_cancelled_subject: {
    en: 'Your booking at {salon} on {when} is cancelled',
    zh: '您在 {salon} {when} 的预约已取消',
  },
  mail_cancelled_intro: { en: 'Your booking has been cancelled.', zh: '您的预约已取消。' },
  mail_cancelled_by_salon: { en: 'The salon has cancelled your booking.', zh: '门店已取消您的预约。' },
  mail_refund_note: {
    en: '{amount} will be refunded to your original payment method.',
    zh: '{amount} 将退回至您原来的付款方式。',
  },
  mail_cancelled_ics_note: {
    en: 'The attached calendar file removes the appointment from your calendar.',
    zh: '附件中的日历文件会将该预约从您的日历中移除。',
  },
  mail_book_again: { en: 'Book again: {link}', zh: '重新预约：{link}' },
  mail_salon_cancelled_subject: {
    en: 'Cancelled by the customer: {name}, {when}',
    zh: '顾客已取消预约：{name}，{when}',
  },
  mail_salon_moved_subject: {
    en: 'Moved by the customer: {name}, now {when}',
    zh: '顾客已改期：{name}，改至 {when}',
  },
  mail_salon_cancelled_intro: {
    en: '{name} cancelled booking #{id}. The time is free again.',
    zh: '{name} 取消了预约 #{id}，该时段已重新开放。',
  },
  mail_salon_moved_intro: {
    en: '{name} moved booking #{id} from {before} to {when}.',
    zh: '{name} 将预约 #{id} 从 {before} 改至 {when}。',
  },
  mail_label_customer: { en: 'Customer', zh: '顾客' },
  mail_salon_calendar: { en: 'Calendar: {link}', zh: '日历：{link}' },
} satisfies MessageTable;
