import type { MessageTable } from '../message-table';

/** Web push: the calls' errors and the notifications' text (short: they show on a lock screen). */
export const pushMessages = {
  push_failed: { en: 'Could not change notifications on this device', zh: '无法更改此设备的通知设置' },
  push_endpoint_https: {
    en: 'The notification address must be a secure (https) address',
    zh: '通知地址必须是安全的 (https) 地址',
  },
  push_endpoint_refused: {
    en: 'This notification address cannot be used',
    zh: '无法使用此通知地址',
  },
  push_needs_owner: {
    en: 'Sign in, or use the link from your booking email, to get notifications for this booking',
    zh: '请登录，或使用预约邮件中的链接，以接收此预约的通知',
  },
  push_subscribed: { en: 'Notifications are on for this device', zh: '此设备已开启通知' },
  push_unsubscribed: { en: 'Notifications are off for this device', zh: '此设备已关闭通知' },
  push_reminder_title: { en: 'Appointment reminder', zh: '预约提醒' },
  push_reminder_body: { en: '{salon}, {when}. Tap for the details.', zh: '{salon}，{when}。点按查看详情。' },
  push_moved_title: { en: 'Your appointment was moved', zh: '您的预约时间已更改' },
  push_moved_body: {
    en: '{salon} moved it to {when}. Tap for the details.',
    zh: '{salon} 已将预约改到 {when}。点按查看详情。',
  },
  push_fee_title: { en: 'A fee for your appointment', zh: '您的预约产生了一笔费用' },
  push_fee_body: {
    en: '{salon}: about your appointment on {when}. Tap to see what was charged, or to pay.',
    zh: '{salon}：关于您 {when} 的预约。点按查看收费详情或付款。',
  },
  push_cancelled_title: { en: 'Your appointment was cancelled', zh: '您的预约已取消' },
  push_cancelled_body: {
    en: '{salon} cancelled your appointment on {when}. Tap for the details.',
    zh: '{salon} 取消了您在 {when} 的预约。点按查看详情。',
  },
  push_rating_title: { en: 'How was your visit?', zh: '这次到店体验如何？' },
  push_staff_subscribed: {
    en: 'This device will be told when clients cancel or move',
    zh: '客户取消或改期时将通知此设备',
  },
  push_staff_cancelled_title: { en: 'A client cancelled', zh: '客户已取消预约' },
  push_staff_cancelled_body: { en: '{name} cancelled {when}.', zh: '{name} 取消了 {when} 的预约。' },
  push_staff_moved_title: { en: 'A client moved their booking', zh: '客户已改期' },
  push_staff_moved_body: {
    en: '{name} moved {before} to {when}.',
    zh: '{name} 将 {before} 的预约改到 {when}。',
  },
  push_rating_body: { en: 'Tap to rate your visit to {salon}.', zh: '点按为您在 {salon} 的体验评分。' },
} satisfies MessageTable;
