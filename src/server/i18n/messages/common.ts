import type { MessageTable } from '../message-table';

/** The error messages of docs/product.md §8 and the generic messages every call may give. */
export const commonMessages = {
  ok: { en: 'OK', zh: '成功' },
  api_failed: { en: 'API request failed', zh: 'API 请求失败' },
  internal: {
    en: 'Something went wrong on our side. Please try again.',
    zh: '服务器出了点问题，请稍后再试。',
  },
  not_found: { en: 'Not found', zh: '未找到' },
  route_not_found: { en: 'No such API call: {method} {path}', zh: '没有这个接口：{method} {path}' },
  validation_failed: { en: 'Some fields need attention', zh: '部分字段需要修改' },
  malformed_json: { en: 'The request body is not valid JSON', zh: '请求内容不是有效的 JSON' },
  payload_too_large: { en: 'The request is too large', zh: '请求内容过大' },
  unsupported_media_type: { en: 'This content type is not supported', zh: '不支持此内容类型' },
  rate_limited: {
    en: 'Too many attempts. Please wait a few minutes and try again.',
    zh: '尝试次数过多，请几分钟后再试。',
  },
  unauthorized: { en: 'Please sign in to continue', zh: '请先登录' },
  forbidden: { en: 'You do not have permission to do this', zh: '您没有权限执行此操作' },
  session_expired: { en: 'Your session has expired. Please sign in again.', zh: '登录已过期，请重新登录。' },

  // field validation (docs/product.md §5)
  required: { en: 'This field is required', zh: '此项为必填项' },
  invalid_format: { en: 'Invalid format', zh: '格式无效' },
  phone_min_digits: { en: 'Phone number must be at least 8 digits', zh: '电话号码至少需要 8 位数字' },
  password_min_length: { en: 'Password must be at least {min} characters', zh: '密码至少需要 {min} 个字符' },
  password_common: {
    en: 'This password is too common or too easy to guess: choose another',
    zh: '这个密码太常见或太容易猜到，请换一个',
  },
  password_has_name: {
    en: 'The password must not contain your username or email',
    zh: '密码不能包含用户名或邮箱',
  },
  passwords_mismatch: { en: 'Passwords do not match', zh: '两次输入的密码不一致' },
  username_format: {
    en: 'Use only letters, numbers, dots, dashes or underscores',
    zh: '只能使用字母、数字、点、短横线或下划线',
  },
  too_long: { en: 'Too long (at most {max})', zh: '过长（最多 {max}）' },
  too_small: { en: 'Must be at least {min}', zh: '不能小于 {min}' },
  too_big: { en: 'Must be at most {max}', zh: '不能大于 {max}' },
  too_many: { en: 'Too many items (at most {max})', zh: '项目过多（最多 {max} 项）' },
  invalid_value: { en: 'Invalid value', zh: '无效的值' },
  invalid_time_zone: { en: 'Unknown time zone', zh: '未知的时区' },

  // auth
  registration_failed: { en: 'Registration failed', zh: '注册失败' },
  login_failed: { en: 'Login failed', zh: '登录失败' },
  admin_login_failed: { en: 'Admin login failed', zh: '管理员登录失败' },
  invalid_credentials: { en: 'Invalid username or password', zh: '用户名或密码错误' },
  invalid_admin_credentials: { en: 'Invalid admin credentials', zh: '管理员账号或密码错误' },
  admin_registration_disabled: {
    en: 'Admin registration is not available in demo mode',
    zh: '演示模式下不提供管理员注册',
  },
  username_taken: { en: 'This username is already taken', zh: '该用户名已被使用' },
  email_taken: { en: 'An account with this email already exists', zh: '该邮箱已注册' },
  account_inactive: {
    en: 'This account is disabled. Please contact the salon.',
    zh: '该账号已停用，请联系店铺。',
  },
  profile_saved: { en: 'Your details are saved', zh: '您的资料已保存' },
  profile_save_failed: { en: 'Your details could not be saved', zh: '您的资料未能保存' },
  registered: { en: 'Welcome! Your account is ready.', zh: '欢迎！您的账号已创建。' },
  logged_in: { en: 'Signed in', zh: '已登录' },
  logged_out: { en: 'Signed out', zh: '已退出登录' },
} satisfies MessageTable;
