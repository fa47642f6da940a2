import type { MessageTable } from '../message-table';

/** Accounts, passwords, abuse limits and hostile input. */
export const securityMessages = {
  control_characters: { en: 'Contains characters that are not allowed', zh: '包含不允许的字符' },
  invalid_date: { en: 'Not a real calendar date', zh: '不是有效的日期' },
  rate_limited_wait: {
    en: 'Too many attempts. Please try again in {minutes} min.',
    zh: '尝试次数过多，请 {minutes} 分钟后再试。',
  },
  password_checks_busy: {
    en: 'Many sign-ins are being checked right now. Please try again in a moment.',
    zh: '当前登录请求较多，请稍后再试。',
  },
  too_many_unpaid_holds: {
    en: 'You already have {max} bookings waiting for payment. Pay for one, or wait until its hold ends, before booking again.',
    zh: '您已有 {max} 个待付款的预约。请先完成付款或等待保留时间结束后再预约。',
  },

  // passwords
  password_change_failed: { en: 'The password could not be changed', zh: '无法修改密码' },
  password_reset_failed: { en: 'The password could not be reset', zh: '无法重置密码' },
  current_password_wrong: { en: 'The current password is not correct', zh: '当前密码不正确' },
  password_changed: {
    en: 'Password changed. Other devices have been signed out.',
    zh: '密码已修改，其他设备已退出登录。',
  },
  reset_link_sent: {
    en: 'If an account uses this email, a reset link is on its way. It works once, for one hour.',
    zh: '如果该邮箱已注册，重置链接已发送。链接仅可使用一次，有效期一小时。',
  },
  reset_link_invalid: {
    en: 'This reset link has expired or has already been used. Ask for a new one.',
    zh: '此重置链接已过期或已被使用，请重新申请。',
  },
  password_reset_done: { en: 'Your password has been reset. Please sign in.', zh: '密码已重置，请登录。' },
  reset_mail_subject: { en: 'Reset your Tress password', zh: '重置您的 Tress 密码' },
  reset_mail_intro: {
    en: 'Someone asked to reset the password of your account. To choose a new password, open this link:',
    zh: '有人申请重置您账户的密码。如需设置新密码，请打开以下链接：',
  },
  reset_mail_expiry: {
    en: 'The link works once and expires in {minutes} minutes.',
    zh: '该链接仅可使用一次，{minutes} 分钟后失效。',
  },
  reset_mail_ignore: {
    en: 'If you did not ask for this, ignore this email: your password stays as it is.',
    zh: '如果这不是您本人的操作，请忽略此邮件，您的密码不会改变。',
  },
  image_too_many_pixels: {
    en: 'The image has too many pixels (at most 40 megapixels)',
    zh: '图片像素过多（最多 4000 万像素）',
  },
  rating_link_expired: {
    en: 'This rating link has expired.',
    zh: '此评价链接已过期。',
  },
} satisfies MessageTable;
