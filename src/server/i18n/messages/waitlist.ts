import type { MessageTable } from '../message-table';

/** The waitlist: joining, leaving, offers of freed time and their emails and pushes. */
export const waitlistMessages = {
  waitlist_failed: { en: 'The waitlist could not be updated', zh: '候补名单更新失败' },
  waitlist_offer_failed: { en: 'This offer could not be opened', zh: '无法打开此空档通知' },
  waitlist_joined: {
    en: "You're on the waitlist. We'll write as soon as a time frees up.",
    zh: '您已加入候补名单。一有空档我们就会通知您。',
  },
  waitlist_left: { en: 'You have left the waitlist', zh: '您已退出候补名单' },
  waitlist_link_forged: { en: 'This waitlist link is not valid', zh: '此候补链接无效' },
  waitlist_entry_not_found: { en: 'This waitlist entry was not found', zh: '未找到此候补记录' },
  waitlist_dates_passed: {
    en: 'Choose dates from today within the booking window ({days} days)',
    zh: '请选择今天起、可预约范围内（{days} 天）的日期',
  },
  waitlist_expiry_before: {
    en: 'The waitlist entry cannot end before its first preferred date',
    zh: '候补截止日期不能早于第一个期望日期',
  },
  waitlist_window_order: { en: 'The window must end after it starts', zh: '结束时间必须晚于开始时间' },
  waitlist_too_many_preferences: { en: 'Choose at most 5 dates', zh: '最多选择 5 个日期' },
  offer_minutes: {
    en: 'How long a waitlist offer holds its time (5 to 1440 minutes)',
    zh: '候补空档保留多久（5 至 1440 分钟）',
  },
  waitlist_offer_forged: { en: 'This offer link is not valid', zh: '此空档链接无效' },
  waitlist_offer_lapsed: {
    en: 'This offer has run out and the time went to the next person waiting. You are still on the waitlist if your dates have not passed.',
    zh: '此空档已过期，已让给下一位候补。如果您的日期还没过，您仍在候补名单中。',
  },
  waitlist_offer_taken: {
    en: 'Someone else on the waitlist booked this time first. You are still on the waitlist.',
    zh: '其他候补客人已先预约了这个时间。您仍在候补名单中。',
  },
  waitlist_offer_open: {
    en: 'This client already has an offer running; wait until it is claimed or lapses',
    zh: '该客人已有一个进行中的空档通知，请等待其被领取或过期',
  },
  waitlist_not_waiting: {
    en: 'This waitlist entry is no longer waiting',
    zh: '此候补记录已不在等待中',
  },
  waitlist_offer_booked: { en: 'Booked! The time is yours.', zh: '预约成功！这个时间是您的了。' },
  waitlist_hold_name: { en: 'Waitlist offer', zh: '候补空档' },

  // the offer's email and push, in the entry's language
  waitlist_mail_subject: { en: 'A time is free: {when}', zh: '有空档了：{when}' },
  waitlist_mail_intro: {
    en: 'A time you were waiting for has come free at {salon}.',
    zh: '您在 {salon} 候补的时间有空档了。',
  },
  waitlist_mail_hold: {
    en: 'We hold it for you until {until}. Book it with one tap: {link}',
    zh: '我们为您保留到 {until}。点一下即可预约：{link}',
  },
  waitlist_mail_broadcast: {
    en: 'Others on the waitlist were told too: the first to book it gets it.',
    zh: '其他候补客人也收到了通知：先预约者得。',
  },
  waitlist_mail_leave: {
    en: 'No longer need it? Leave the waitlist: {link}',
    zh: '不再需要？退出候补名单：{link}',
  },

  // the email a guest gets on joining, in the entry's language
  waitlist_joined_mail_subject: {
    en: "You're on the waitlist at {salon}",
    zh: '您已加入 {salon} 的候补名单',
  },
  waitlist_joined_mail_intro: {
    en: "You're on the waitlist at {salon}. As soon as a time you asked for frees up, we hold it for you and write at once.",
    zh: '您已加入 {salon} 的候补名单。一旦有符合您要求的空档，我们会为您保留并立即通知您。',
  },
  waitlist_joined_mail_days: { en: 'Days', zh: '日期' },
  waitlist_joined_mail_until: { en: 'Waiting until', zh: '候补截止' },
  waitlist_any_stylist: { en: 'Any stylist', zh: '任意发型师' },
  waitlist_window_any: { en: 'any time', zh: '任何时间' },
  waitlist_window_morning: { en: 'morning (before 12:00)', zh: '上午（12:00 前）' },
  waitlist_window_afternoon: { en: 'afternoon (12:00–17:00)', zh: '下午（12:00–17:00）' },
  waitlist_window_evening: { en: 'evening (after 17:00)', zh: '晚上（17:00 后）' },
  push_waitlist_offer_title: { en: 'A time is free', zh: '有空档了' },
  push_waitlist_offer_body: {
    en: '{when} with {stylist}. Tap to book.',
    zh: '{when}，{stylist}。点击预约。',
  },
} satisfies MessageTable;
