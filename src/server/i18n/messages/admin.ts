import type { MessageTable } from '../catalogue';

/** Back-office messages (spec section 8, admin-facing). */
export const adminMessages = {
  users_failed: { en: 'Failed to fetch users', zh: '获取用户失败' },
  user_add_failed: { en: 'Failed to add user', zh: '添加用户失败' },
  user_update_failed: { en: 'Failed to update user', zh: '更新用户失败' },
  user_delete_failed: { en: 'Failed to delete user', zh: '删除用户失败' },
  active_timeslots_failed: { en: 'Failed to fetch active timeslots', zh: '获取可用时间段失败' },
  stylist_add_failed: { en: 'Failed to add stylist', zh: '添加发型师失败' },
  stylist_update_failed: { en: 'Failed to update stylist', zh: '更新发型师失败' },
  stylist_delete_failed: { en: 'Failed to delete stylist', zh: '删除发型师失败' },
  service_add_failed: { en: 'Failed to add service', zh: '添加服务失败' },
  service_update_failed: { en: 'Failed to update service', zh: '更新服务失败' },
  service_delete_failed: { en: 'Failed to delete service', zh: '删除服务失败' },
  reports_failed: { en: 'Failed to fetch reports', zh: '获取报表失败' },
  dashboard_failed: { en: 'Failed to fetch dashboard', zh: '获取仪表盘失败' },
  calendar_failed: { en: 'Failed to load calendar data', zh: '加载日历数据失败' },
  status_update_failed: { en: 'Failed to update booking status', zh: '更新预约状态失败' },
  save_shifts_failed: { en: 'Failed to save shifts', zh: '保存排班失败' },
  timeslots_load_failed: { en: 'Failed to load time slots', zh: '加载时间段失败' },
  generate_slots_failed: { en: 'Failed to generate time slots', zh: '生成时间段失败' },
  personnel_services_failed: { en: 'Failed to load data', zh: '加载数据失败' },
  save_failed: { en: 'Failed to save', zh: '保存失败' },
  image_too_large: { en: 'The image is too large (at most 5 MB)', zh: '图片过大（最大 5 MB）' },
  image_invalid: { en: 'Please upload a PNG, JPEG, WebP or GIF image', zh: '请上传 PNG、JPEG、WebP 或 GIF 图片' },
} satisfies MessageTable;
