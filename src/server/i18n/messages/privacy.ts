import type { MessageTable } from '../message-table';

/** Personal data on request: export, erasure, and the audit trail. */
export const privacyMessages = {
  account_delete_failed: { en: 'The account could not be deleted', zh: '无法删除账户' },
  account_deleted: {
    en: 'Your account has been deleted and your personal data erased.',
    zh: '您的账户已删除，个人资料已清除。',
  },
  password_wrong: { en: 'The password is not correct', zh: '密码不正确' },
  client_erase_failed: { en: "The client's data could not be erased", zh: '无法清除该客户的资料' },
  client_erased: {
    en: "The client's personal data has been erased.",
    zh: '该客户的个人资料已清除。',
  },
  client_already_erased: {
    en: "This client's personal data was already erased.",
    zh: '该客户的个人资料已被清除。',
  },
} satisfies MessageTable;
