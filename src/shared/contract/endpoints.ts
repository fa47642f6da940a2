/**
 * Method, path, access and default error key of every API call, without schemas, so that the client
 * can name its calls without bundling zod. `routes.ts` adds the schemas to each.
 */
import type { Access } from './access';

export type Endpoint = {
  method: 'GET' | 'POST';
  path: string;
  access: Access;
  /** The default error text when a call fails, a key of the server's message catalogue. */
  fails: string;
  /** multipart/form-data with file parts (the named field holds the file). */
  multipart?: { file: string };
  /**
   * A back-office write that changes what others read (the catalogue, the grid, the salon, the
   * calendar): its success drops the cached reads and tells every instance and every open calendar.
   */
  changesSalon?: true;
  /**
   * A back-office write that changes nothing others read (a booking's notes, a message sent
   * again): not a `changesSalon`, but the audit trail records it all the same.
   */
  audited?: true;
};

/** Every back-office write: what the audit trail records, one row per successful call. */
export const isAudited = (e: Endpoint): boolean => Boolean(e.changesSalon || e.audited);

export const endpoints = {
  login: { method: 'POST', path: '/auth/login', access: 'public', fails: 'login_failed' },
  register: { method: 'POST', path: '/auth/register', access: 'public', fails: 'registration_failed' },
  adminLogin: { method: 'POST', path: '/auth/admin/login', access: 'public', fails: 'admin_login_failed' },
  adminRegister: {
    method: 'POST',
    path: '/auth/admin/register',
    access: 'public',
    fails: 'admin_registration_disabled',
  },
  logout: { method: 'POST', path: '/auth/logout', access: 'optional', fails: 'api_failed' },
  me: { method: 'GET', path: '/auth/me', access: 'optional', fails: 'unauthorized' },
  // accounts and passwords
  changePassword: {
    method: 'POST',
    path: '/auth/change-password',
    access: 'optional',
    fails: 'password_change_failed',
  },
  profile: { method: 'GET', path: '/auth/profile', access: 'customer', fails: 'api_failed' },
  profileUpdate: { method: 'POST', path: '/auth/profile', access: 'customer', fails: 'profile_save_failed' },
  forgotPassword: {
    method: 'POST',
    path: '/auth/forgot-password',
    access: 'public',
    fails: 'password_reset_failed',
  },
  resetPassword: {
    method: 'POST',
    path: '/auth/reset-password',
    access: 'public',
    fails: 'password_reset_failed',
  },
  signInOptions: { method: 'GET', path: '/auth/options', access: 'public', fails: 'api_failed' },
  backOfficeNotices: { method: 'GET', path: '/admin/notices', access: 'staff', fails: 'api_failed' },
  usersSetPassword: {
    method: 'POST',
    path: '/users/set-password',
    access: 'super',
    fails: 'password_change_failed',
    changesSalon: true,
  },

  settings: { method: 'GET', path: '/settings', access: 'public', fails: 'api_failed' },
  categories: { method: 'GET', path: '/categories', access: 'public', fails: 'services_failed' },
  servicesList: { method: 'POST', path: '/services/list', access: 'public', fails: 'services_failed' },
  stylistsByServices: {
    method: 'POST',
    path: '/stylists/listbyserviceids',
    access: 'public',
    fails: 'stylists_failed',
  },
  stylistsAvailable: {
    method: 'POST',
    path: '/stylists/listavailable',
    access: 'public',
    fails: 'stylists_failed',
  },
  slotsByStylist: {
    method: 'POST',
    path: '/timeslots/listbystylist',
    access: 'public',
    fails: 'timeslots_failed',
  },
  promoCheck: { method: 'POST', path: '/promotions/check', access: 'optional', fails: 'invalid_promo' },
  book: { method: 'POST', path: '/appointments/book', access: 'optional', fails: 'book_failed' },
  myBookings: { method: 'POST', path: '/appointments/mine', access: 'customer', fails: 'api_failed' },

  // a customer managing their own booking (owner's token or the booking's manage token)
  bookingGet: { method: 'POST', path: '/appointments/get', access: 'optional', fails: 'booking_not_found' },
  bookingReschedule: {
    method: 'POST',
    path: '/appointments/reschedule',
    access: 'optional',
    fails: 'reschedule_failed',
  },
  bookingCancel: { method: 'POST', path: '/appointments/cancel', access: 'optional', fails: 'cancel_failed' },
  paymentMethods: {
    method: 'POST',
    path: '/payment/methods',
    access: 'public',
    fails: 'payment_methods_failed',
  },
  checkout: { method: 'POST', path: '/payment/checkout', access: 'optional', fails: 'checkout_failed' },
  paymentStatus: {
    method: 'POST',
    path: '/payment/status',
    access: 'public',
    fails: 'payment_status_failed',
  },
  ratingSubmit: { method: 'POST', path: '/ratings/submit', access: 'optional', fails: 'rating_failed' },
  ratingState: { method: 'POST', path: '/ratings/get', access: 'optional', fails: 'rating_failed' },
  ratingsPending: { method: 'POST', path: '/ratings/pending', access: 'customer', fails: 'rating_failed' },
  usersList: { method: 'POST', path: '/users/list', access: 'staff', fails: 'users_failed' },
  usersAdd: {
    method: 'POST',
    path: '/users/add',
    access: 'super',
    fails: 'user_add_failed',
    changesSalon: true,
  },
  usersUpdate: {
    method: 'POST',
    path: '/users/update',
    access: 'super',
    fails: 'user_update_failed',
    changesSalon: true,
  },
  usersDelete: {
    method: 'POST',
    path: '/users/delete',
    access: 'super',
    fails: 'user_delete_failed',
    changesSalon: true,
  },
  servicesGet: { method: 'POST', path: '/services/get', access: 'staff', fails: 'services_failed' },
  servicesAll: { method: 'GET', path: '/services/all', access: 'staff', fails: 'services_failed' },
  servicesAdd: {
    method: 'POST',
    path: '/services/add',
    access: 'staff',
    fails: 'service_add_failed',
    multipart: { file: 'image' },
    changesSalon: true,
  },
  servicesUpdate: {
    method: 'POST',
    path: '/services/update',
    access: 'staff',
    fails: 'service_update_failed',
    multipart: { file: 'image' },
    changesSalon: true,
  },
  servicesDelete: {
    method: 'POST',
    path: '/services/delete',
    access: 'staff',
    fails: 'service_delete_failed',
    changesSalon: true,
  },
  timeslotsActive: {
    method: 'GET',
    path: '/timeslots/active',
    access: 'staff',
    fails: 'active_timeslots_failed',
  },
  stylistsGet: { method: 'POST', path: '/stylists/get', access: 'staff', fails: 'stylists_failed' },
  stylistsAdd: {
    method: 'POST',
    path: '/stylists/add',
    access: 'staff',
    fails: 'stylist_add_failed',
    multipart: { file: 'profile_image' },
    changesSalon: true,
  },
  stylistsUpdate: {
    method: 'POST',
    path: '/stylists/update',
    access: 'staff',
    fails: 'stylist_update_failed',
    multipart: { file: 'profile_image' },
    changesSalon: true,
  },
  stylistsDelete: {
    method: 'POST',
    path: '/stylists/delete',
    access: 'staff',
    fails: 'stylist_delete_failed',
    changesSalon: true,
  },
  stylistServices: {
    method: 'POST',
    path: '/stylists/services/list',
    access: 'staff',
    fails: 'stylist_services_failed',
  },
  stylistServiceAdd: {
    method: 'POST',
    path: '/stylists/services/add',
    access: 'staff',
    fails: 'save_failed',
    changesSalon: true,
  },
  stylistServiceUpdate: {
    method: 'POST',
    path: '/stylists/services/update',
    access: 'staff',
    fails: 'save_failed',
    changesSalon: true,
  },
  stylistServiceRemove: {
    method: 'POST',
    path: '/stylists/services/remove',
    access: 'staff',
    fails: 'save_failed',
    changesSalon: true,
  },
  saveShifts: {
    method: 'POST',
    path: '/stylists/save-shifts',
    access: 'staff',
    fails: 'save_shifts_failed',
    changesSalon: true,
  },
  shifts: { method: 'POST', path: '/stylists/shifts', access: 'staff', fails: 'timeslots_load_failed' },
  generateSlots: {
    method: 'POST',
    path: '/stylists/generate-slots',
    access: 'staff',
    fails: 'generate_slots_failed',
    changesSalon: true,
  },
  calendar: { method: 'POST', path: '/calendar/appointments', access: 'staff', fails: 'calendar_failed' },
  updateStatus: {
    method: 'POST',
    path: '/appointments/update-status',
    access: 'staff',
    fails: 'status_update_failed',
    changesSalon: true,
  },
  reports: { method: 'POST', path: '/reports/appointments', access: 'staff', fails: 'reports_failed' },
  dashboard: { method: 'POST', path: '/dashboard/summary', access: 'staff', fails: 'dashboard_failed' },
  settingsUpdate: {
    method: 'POST',
    path: '/settings/update',
    access: 'super',
    fails: 'save_failed',
    changesSalon: true,
  },
  strandedBookings: {
    method: 'POST',
    path: '/settings/stranded-bookings',
    access: 'staff',
    fails: 'api_failed',
  },
  outbox: { method: 'POST', path: '/outbox/list', access: 'staff', fails: 'api_failed' },
  outboxPreview: { method: 'POST', path: '/outbox/preview', access: 'super', fails: 'api_failed' },
  paymentsOverview: { method: 'POST', path: '/payments/overview', access: 'super', fails: 'api_failed' },
  refundRetry: {
    method: 'POST',
    path: '/payments/refund-retry',
    access: 'super',
    fails: 'api_failed',
    audited: true,
  },
  bookingPayments: { method: 'POST', path: '/payments/of-booking', access: 'staff', fails: 'api_failed' },
  promotionsList: { method: 'POST', path: '/promotions/list', access: 'super', fails: 'promotions_failed' },
  promotionsAdd: {
    method: 'POST',
    path: '/promotions/add',
    access: 'super',
    fails: 'save_failed',
    changesSalon: true,
  },
  promotionsUpdate: {
    method: 'POST',
    path: '/promotions/update',
    access: 'super',
    fails: 'save_failed',
    changesSalon: true,
  },
  promotionsRemove: {
    method: 'POST',
    path: '/promotions/remove',
    access: 'super',
    fails: 'promotions_failed',
    changesSalon: true,
  },

  // web push
  pushPublicKey: { method: 'GET', path: '/push/public-key', access: 'public', fails: 'push_failed' },
  pushSubscribe: { method: 'POST', path: '/push/subscribe', access: 'optional', fails: 'push_failed' },
  pushUnsubscribe: { method: 'POST', path: '/push/unsubscribe', access: 'public', fails: 'push_failed' },
  pushStatus: { method: 'POST', path: '/push/status', access: 'public', fails: 'push_failed' },
  pushAdminStatus: { method: 'GET', path: '/push/admin-status', access: 'staff', fails: 'push_failed' },
  pushStaffSubscribe: {
    method: 'POST',
    path: '/push/staff-subscribe',
    access: 'staff',
    fails: 'push_failed',
  },
  pushStaffUnsubscribe: {
    method: 'POST',
    path: '/push/staff-unsubscribe',
    access: 'staff',
    fails: 'push_failed',
  },
  pushStaffStatus: { method: 'POST', path: '/push/staff-status', access: 'staff', fails: 'push_failed' },
  // backups of the embedded database (Settings, Super Admin)
  backupsList: { method: 'POST', path: '/backups/list', access: 'super', fails: 'api_failed' },
  backupsTake: {
    method: 'POST',
    path: '/backups/take',
    access: 'super',
    fails: 'backups_failed',
    audited: true,
  },
  // the front desk: staff bookings, moves, history, blocked time, clients
  bookingCreate: {
    method: 'POST',
    path: '/appointments/create',
    access: 'staff',
    fails: 'booking_create_failed',
    changesSalon: true,
  },
  bookingMove: {
    method: 'POST',
    path: '/appointments/move',
    access: 'staff',
    fails: 'booking_move_failed',
    changesSalon: true,
  },
  bookingNotes: {
    method: 'POST',
    path: '/appointments/notes',
    access: 'staff',
    fails: 'booking_notes_failed',
    audited: true,
  },
  paymentLinkResend: {
    method: 'POST',
    path: '/appointments/resend-payment-link',
    access: 'staff',
    fails: 'payment_link_resend_failed',
    audited: true,
  },
  paymentLinkSend: {
    method: 'POST',
    path: '/appointments/send-payment-link',
    access: 'staff',
    fails: 'payment_link_resend_failed',
    audited: true,
  },
  bookingHistory: {
    method: 'POST',
    path: '/appointments/history',
    access: 'staff',
    fails: 'booking_history_failed',
  },
  blocksAdd: {
    method: 'POST',
    path: '/stylists/blocks/add',
    access: 'staff',
    fails: 'block_add_failed',
    changesSalon: true,
  },
  blocksRemove: {
    method: 'POST',
    path: '/stylists/blocks/remove',
    access: 'staff',
    fails: 'block_remove_failed',
    changesSalon: true,
  },
  calendarExtras: {
    method: 'POST',
    path: '/calendar/extras',
    access: 'staff',
    fails: 'calendar_extras_failed',
  },
  clientsList: { method: 'POST', path: '/clients/list', access: 'staff', fails: 'clients_failed' },
  clientsGet: { method: 'POST', path: '/clients/get', access: 'staff', fails: 'clients_failed' },
  clientsUpdateNotes: {
    method: 'POST',
    path: '/clients/update-notes',
    access: 'staff',
    fails: 'client_notes_failed',
    changesSalon: true,
  },
  // booking flow: which days of the window have a free time
  freeDates: { method: 'POST', path: '/timeslots/freedates', access: 'public', fails: 'timeslots_failed' },
  // no-show protection: the desk's decisions on a fee, and the balance paid at the counter
  feesWaive: {
    method: 'POST',
    path: '/appointments/fees/waive',
    access: 'staff',
    fails: 'status_update_failed',
    changesSalon: true,
  },
  feesCharge: {
    method: 'POST',
    path: '/appointments/fees/charge',
    access: 'staff',
    fails: 'status_update_failed',
    changesSalon: true,
  },
  balancePaid: {
    method: 'POST',
    path: '/appointments/balance-paid',
    access: 'staff',
    fails: 'status_update_failed',
    changesSalon: true,
  },
  // personal data on request, and the audit trail
  accountExport: { method: 'POST', path: '/account/export', access: 'customer', fails: 'api_failed' },
  accountDelete: {
    method: 'POST',
    path: '/account/delete',
    access: 'customer',
    fails: 'account_delete_failed',
  },
  clientsErase: {
    method: 'POST',
    path: '/clients/erase',
    access: 'super',
    fails: 'client_erase_failed',
    changesSalon: true,
  },
  auditList: { method: 'POST', path: '/audit/list', access: 'super', fails: 'api_failed' },
  // the waitlist: customers and guests join and leave; an offer link claims freed time; the desk
  waitlistJoin: { method: 'POST', path: '/waitlist/join', access: 'optional', fails: 'waitlist_failed' },
  waitlistListMine: {
    method: 'POST',
    path: '/waitlist/list-mine',
    access: 'customer',
    fails: 'waitlist_failed',
  },
  waitlistLeave: { method: 'POST', path: '/waitlist/leave', access: 'optional', fails: 'waitlist_failed' },
  waitlistEntryGet: {
    method: 'POST',
    path: '/waitlist/entry/get',
    access: 'public',
    fails: 'waitlist_failed',
  },
  waitlistOfferGet: {
    method: 'POST',
    path: '/waitlist/offer/get',
    access: 'public',
    fails: 'waitlist_offer_failed',
  },
  waitlistClaim: {
    method: 'POST',
    path: '/waitlist/claim',
    access: 'optional',
    fails: 'waitlist_offer_failed',
  },
  waitlistList: { method: 'POST', path: '/waitlist/list', access: 'staff', fails: 'waitlist_failed' },
  waitlistManualOffer: {
    method: 'POST',
    path: '/waitlist/offer',
    access: 'staff',
    fails: 'waitlist_offer_failed',
    audited: true,
  },
  waitlistCounts: { method: 'POST', path: '/waitlist/counts', access: 'staff', fails: 'waitlist_failed' },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;
