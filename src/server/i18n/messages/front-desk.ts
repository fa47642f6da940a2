import type { MessageTable } from '../message-table';

/** The front desk: statuses, staff bookings, moves, blocked time, clients, and the change emails. */
export const frontDeskMessages = {
  invalid_date: { en: 'Please choose a real calendar date', zh: '请选择有效的日期' },

  // statuses
  status_in_future: {
    en: 'This booking has not happened yet: it cannot be marked {status} before it starts',
    zh: '该预约尚未开始，不能在开始前标记为{status}',
  },
  status_name_pending: { en: 'pending', zh: '待确认' },
  status_name_confirmed: { en: 'confirmed', zh: '已确认' },
  status_name_completed: { en: 'completed', zh: '已完成' },
  status_name_cancelled: { en: 'cancelled', zh: '已取消' },
  status_name_no_show: { en: 'no-show', zh: '未到店' },
  booking_history_failed: { en: 'Failed to load the booking history', zh: '加载预约记录失败' },

  // staff bookings and moves
  booking_created: { en: 'Booking created', zh: '预约已创建' },
  booking_create_failed: { en: 'Failed to create the booking', zh: '创建预约失败' },
  booking_moved: { en: 'Booking moved', zh: '预约已改期' },
  booking_move_failed: { en: 'Failed to move the booking', zh: '改期失败' },
  front_desk_slot_taken: {
    en: 'That time is already taken for this stylist. Choose another time.',
    zh: '该发型师此时间已被预约，请选择其他时间。',
  },
  front_desk_time_blocked: {
    en: "That time is blocked in the stylist's calendar (break or time off).",
    zh: '该时间在发型师日历中已被占用（休息或休假）。',
  },
  front_desk_no_stylist_free: {
    en: 'No stylist who does these services is free at that time.',
    zh: '此时间没有可提供这些服务的发型师。',
  },
  front_desk_start_passed: { en: 'That time has already passed', zh: '该时间已过' },
  front_desk_too_far_back: {
    en: 'A visit can be recorded up to 30 days back',
    zh: '最多只能补录 30 天内的预约',
  },
  payment_link_needs_email: {
    en: "A payment link goes by email: add the client's email address, or choose pay at the salon.",
    zh: '付款链接通过邮件发送：请填写客户的邮箱，或选择到店付款。',
  },
  payment_link_too_late: {
    en: 'The appointment is too soon for a payment link (it must be paid 2 hours before): choose pay at the salon.',
    zh: '距离预约时间太近，无法发送付款链接（需在预约前 2 小时付款）：请选择到店付款。',
  },
  payment_link_not_awaiting: {
    en: 'This booking is not waiting for payment by link',
    zh: '该预约不在等待链接付款',
  },
  payment_link_resend_failed: { en: 'Failed to send the payment link', zh: '发送付款链接失败' },
  booking_notes_saved: { en: 'Booking notes saved', zh: '预约备注已保存' },
  booking_notes_failed: { en: 'Failed to save the booking notes', zh: '预约备注保存失败' },
  payment_link_sent: { en: 'Payment link sent to {email}', zh: '付款链接已发送至 {email}' },
  mail_pay_by_link: { en: 'Pay online with the link above', zh: '请通过上方链接在线付款' },
  mail_payment_link_subject: {
    en: 'Pay for your appointment at {salon}, {when}',
    zh: '请为您在{salon}的预约付款（{when}）',
  },
  mail_payment_link_intro: {
    en: '{salon} has booked this appointment for you. Pay {amount} online to confirm it.',
    zh: '{salon}已为您预约以下服务。请在线支付 {amount} 以确认预约。',
  },
  mail_payment_link_cta: { en: 'Pay now', zh: '立即付款' },
  mail_payment_link_until: {
    en: 'We hold this time for you until {until}. If it is not paid by then, the time is released.',
    zh: '我们为您保留此时间至 {until}。逾期未付款，该时间将被释放。',
  },
  mail_payment_link_intro_booked: {
    en: 'Your appointment at {salon} is booked. You can pay {amount} online before your visit.',
    zh: '您在{salon}的预约已确认。您可以在到店前在线支付 {amount}。',
  },
  mail_payment_link_any_time: {
    en: 'Pay any time before your visit. If you prefer, you can still pay at the salon.',
    zh: '到店前随时可以付款。如您愿意，也可以到店付款。',
  },
  payment_link_not_payable: {
    en: 'This booking cannot be sent a payment link now: it is paid, cancelled, closed, past, or waiting for an online payment',
    zh: '目前无法为该预约发送付款链接：它已付款、已取消、已结束、已过时间，或正在等待在线付款',
  },
  front_desk_client_not_found: { en: 'Client not found', zh: '未找到该客户' },
  front_desk_client_email_taken: {
    en: 'The email {email} belongs to another client: choose that client instead',
    zh: '邮箱 {email} 已属于另一位客户，请直接选择该客户',
  },
  front_desk_not_movable: {
    en: 'A {status} booking cannot be moved',
    zh: '{status}的预约不能改期',
  },
  front_desk_stylist_cannot: {
    en: 'This stylist does not do every service of the booking',
    zh: '该发型师不提供此预约的全部服务',
  },

  // blocks
  block_added: { en: 'Time blocked', zh: '已占用该时间' },
  block_removed: { en: 'Block removed', zh: '已取消占用' },
  block_add_failed: { en: 'Failed to block the time', zh: '占用时间失败' },
  block_remove_failed: { en: 'Failed to remove the block', zh: '取消占用失败' },
  block_not_found: { en: 'Block not found', zh: '未找到该占用时间' },
  block_over_booking: {
    en: '{customer} is booked at {time}: move or cancel that booking first',
    zh: '{customer} 已预约 {time}，请先改期或取消该预约',
  },
  block_overlaps_block: { en: 'This time is already blocked', zh: '该时间已被占用' },
  block_range_invalid: { en: 'The end must be after the start', zh: '结束时间必须晚于开始时间' },
  calendar_extras_failed: { en: 'Failed to load breaks and hours', zh: '加载休息与工作时间失败' },

  // clients
  clients_failed: { en: 'Failed to load clients', zh: '加载客户失败' },
  client_notes_saved: { en: 'Notes saved', zh: '备注已保存' },
  client_notes_failed: { en: 'Failed to save the notes', zh: '保存备注失败' },

  // emails about a change
  mail_cancelled_subject: {
    en: '{salon}: your booking on {when} is cancelled',
    zh: '{salon}：您 {when} 的预约已取消',
  },
  mail_cancelled_intro_salon: {
    en: 'The salon has cancelled your booking. We are sorry for the inconvenience; call us to book again.',
    zh: '沙龙已取消您的预约，给您带来不便敬请谅解；如需重新预约请致电我们。',
  },
  mail_cancelled_intro_customer: {
    en: 'Your booking is cancelled, as you asked.',
    zh: '您的预约已按您的要求取消。',
  },
  mail_rescheduled_subject: {
    en: '{salon}: your booking is moved to {when}',
    zh: '{salon}：您的预约已改至 {when}',
  },
  mail_rescheduled_intro_salon: {
    en: 'The salon has moved your booking. Here are the new details; the attached calendar file replaces the old one.',
    zh: '沙龙已为您调整预约，以下是新的预约信息；附件中的日历文件将替换旧的日历项。',
  },
  mail_rescheduled_intro_customer: {
    en: 'Your booking is moved, as you asked. The attached calendar file replaces the old one.',
    zh: '您的预约已按您的要求改期，附件中的日历文件将替换旧的日历项。',
  },
} satisfies MessageTable;
