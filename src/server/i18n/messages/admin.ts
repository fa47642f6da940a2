import type { MessageTable } from '../message-table';

/** Back-office messages (docs/product.md §8, admin-facing), and the rules of the admin calls. */
export const adminMessages = {
  users_failed: { en: 'Failed to fetch users', zh: '获取用户失败' },
  processing_outside: {
    en: 'Processing time starts after the first part and ends before the service does',
    zh: '等待时间须在第一段服务之后开始，并在服务结束前结束',
  },
  stylist_minutes: {
    en: "A stylist's length is 5 to 600 minutes, in steps of 5 (empty for the service's own)",
    zh: '发型师的服务时长须为 5 至 600 分钟，以 5 分钟为单位（留空则用服务自身时长）',
  },
  no_finishing_part: {
    en: 'This length ends before the processing time does: the stylist needs time to finish after it',
    zh: '此时长在等待时间结束前就已结束：等待之后发型师还需时间完成服务',
  },
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
  stylist_services_failed: { en: 'Failed to load data', zh: '加载数据失败' },
  save_failed: { en: 'Failed to save', zh: '保存失败' },
  image_too_large: { en: 'The image is too large (at most 5 MB)', zh: '图片过大（最大 5 MB）' },
  image_invalid: {
    en: 'Please upload a PNG, JPEG, WebP or GIF image',
    zh: '请上传 PNG、JPEG、WebP 或 GIF 图片',
  },

  // users
  user_created: { en: 'User created successfully', zh: '用户创建成功' },
  user_updated: { en: 'User updated successfully', zh: '用户更新成功' },
  user_deleted: { en: 'User deleted successfully', zh: '用户删除成功' },
  user_not_found: { en: 'User not found', zh: '未找到该用户' },
  user_username_taken: { en: 'The username "{username}" is already taken', zh: '用户名“{username}”已被使用' },
  user_email_taken: {
    en: 'The email {email} is already used by another user',
    zh: '邮箱 {email} 已被其他用户使用',
  },
  user_cannot_delete_self: { en: 'You cannot delete your own account', zh: '不能删除自己的账号' },
  user_cannot_deactivate_self: { en: 'You cannot deactivate your own account', zh: '不能停用自己的账号' },
  user_last_super_admin: {
    en: 'This is the last active Super Admin. Make another user Super Admin first.',
    zh: '这是最后一位有效的超级管理员，请先将其他用户设为超级管理员。',
  },

  // services
  service_created: { en: 'Service created successfully', zh: '服务创建成功' },
  service_updated: { en: 'Service updated successfully', zh: '服务更新成功' },
  service_deleted: { en: 'Service deleted successfully', zh: '服务删除成功' },
  service_deactivated: {
    en: 'This service has {count} bookings, so it was deactivated instead of deleted to keep the reports whole',
    zh: '该服务已有 {count} 个预约，为保持报表完整已改为停用而非删除',
  },
  service_not_found: { en: 'Service not found', zh: '未找到该服务' },
  category_unknown: { en: 'Please choose a valid category', zh: '请选择有效的类别' },

  // stylists
  stylist_created: { en: 'Personnel created successfully', zh: '人员创建成功' },
  stylist_updated: { en: 'Personnel updated successfully', zh: '人员更新成功' },
  stylist_deleted: { en: 'Personnel deleted successfully', zh: '人员删除成功' },
  stylist_deactivated: {
    en: 'This stylist has past bookings, so they were deactivated instead of deleted to keep the records whole',
    zh: '该发型师有历史预约，为保留记录已改为停用而非删除',
  },
  stylist_has_bookings: {
    en: 'This stylist has {count} upcoming bookings. Cancel or move them first, or deactivate the stylist instead.',
    zh: '该发型师还有 {count} 个未来的预约。请先取消或改约，或改为停用该发型师。',
  },
  stylist_record_not_found: { en: 'Stylist not found', zh: '未找到该发型师' },
  stylist_email_taken: {
    en: 'Another stylist already uses the email {email}',
    zh: '邮箱 {email} 已被其他发型师使用',
  },
  stylist_service_added: { en: 'Service added to the stylist', zh: '已为发型师添加服务' },
  stylist_service_updated: { en: 'Price updated', zh: '价格已更新' },
  stylist_service_removed: { en: 'Service removed from the stylist', zh: '已从发型师移除服务' },
  stylist_service_exists: { en: 'The stylist already offers this service', zh: '该发型师已提供此服务' },
  stylist_service_missing: { en: 'The stylist does not offer this service', zh: '该发型师未提供此服务' },
  invalid_start_end_slots: {
    en: 'Please select valid start and end slots',
    zh: '请选择有效的开始和结束时间',
  },
  weekday_repeated: {
    en: 'Each weekday may appear only once in the working hours',
    zh: '工作时间中每个星期几只能出现一次',
  },

  // shifts and time slots
  select_stylist: { en: 'Please select a stylist', zh: '请选择发型师' },
  shifts_saved: { en: 'Schedule updated successfully', zh: '排班更新成功' },
  shift_date_repeated: { en: 'The date {date} appears more than once', zh: '日期 {date} 重复出现' },
  shift_date_invalid: { en: '{date} is not a valid date', zh: '{date} 不是有效的日期' },
  shift_slots_missing: {
    en: 'Please select a start and end time for {date}',
    zh: '请为 {date} 选择开始和结束时间',
  },
  shift_start_after_end: {
    en: 'On {date} the shift must start before it ends',
    zh: '{date} 的班次开始时间必须早于结束时间',
  },
  shift_strands_booking: {
    en: "This change would leave {customer}'s booking on {date} at {time} outside the stylist's hours. Move or cancel that booking first.",
    zh: '此更改会使 {customer} 在 {date} {time} 的预约落在发型师工作时间之外。请先改约或取消该预约。',
  },
  slots_generated: { en: 'Time slots generated', zh: '时间段已生成' },
  slots_added: { en: 'Time slots added', zh: '时间段已添加' },
  date_range_invalid: { en: 'Please select a valid date range', zh: '请选择有效的日期范围' },
  date_range_reversed: { en: 'Start date cannot be after end date', zh: '开始日期不能晚于结束日期' },
  date_range_too_long: { en: 'Please choose a range of at most {days} days', zh: '日期范围最多 {days} 天' },

  // calendar and bookings
  booking_status_updated: { en: 'Booking status updated', zh: '预约状态已更新' },
  admin_booking_not_found: { en: 'Booking not found', zh: '未找到该预约' },
  outbox_message_not_found: { en: 'Message not found', zh: '未找到该消息' },
  booking_time_taken: {
    en: 'This time has been booked by someone else since the booking was cancelled, so it cannot be restored',
    zh: '该预约取消后此时间已被他人预约，无法恢复',
  },

  // settings
  settings_saved: { en: 'Settings saved', zh: '设置已保存' },
  opening_hours_off_step: {
    en: 'Opening and closing times must fall on the {step}-minute grid',
    zh: '营业和打烊时间须落在 {step} 分钟的时间格上',
  },
  service_deactivated_one: {
    en: 'This service has 1 booking, so it was deactivated instead of deleted to keep the reports whole',
    zh: '该服务已有 1 个预约，为保持报表完整已改为停用而非删除',
  },
  stylist_has_bookings_one: {
    en: 'This stylist has 1 upcoming booking. Cancel or move it first, or deactivate the stylist instead.',
    zh: '该发型师还有 1 个未来的预约。请先取消或改约，或改为停用该发型师。',
  },
} satisfies MessageTable;
