/**
 * Every API call in one table: method, path (under /api), who may call it, the request schema, the
 * response `data` schema and its default error message (docs/product.md §8). The server registers its routes from
 * this table, the client derives its typed calls from it, and /api/docs is generated from it.
 */
import { z } from 'zod';
import { ById, Empty, Ok, PagedRequest } from '../fields';
import { AuditListRequest, AuditPage } from './audit';
import {
  AdminSession,
  BackOfficeNotices,
  ChangePasswordRequest,
  CustomerProfile,
  CustomerSession,
  ForgotPasswordRequest,
  LoginRequest,
  Me,
  ProfileUpdateRequest,
  RegisterRequest,
  ResetPasswordRequest,
  SignInOptions,
} from './auth';
import {
  FreeDate,
  FreeDatesRequest,
  GenerateSlotsRequest,
  GenerateSlotsResult,
  SaveShiftsRequest,
  ShiftsRequest,
  SlotOption,
  SlotsRequest,
  StylistShiftDay,
  TimeSlot,
} from './availability';
import {
  CalendarBooking,
  CalendarRequest,
  DashboardSummary,
  OutboxPage,
  OutboxPreview,
  ReportPage,
  ReportRequest,
  SalonProfile,
  SalonSettingsSaved,
  SalonSettingsUpdate,
  UpdateStatusRequest,
} from './back-office';
import { BackupInfo, BackupsOverview } from './backups';
import { BookRequest, BookResponse } from './bookings';
import {
  Category,
  Service,
  ServiceForm,
  ServicePage,
  ServicesListRequest,
  ServiceUpdateForm,
} from './catalogue';
import { type Endpoint, endpoints } from './endpoints';
import {
  BlockAddRequest,
  BookingHistoryEntry,
  BookingHistoryRequest,
  BookingNotesRequest,
  CalendarExtras,
  CalendarExtrasRequest,
  ClientDetail,
  ClientGetRequest,
  ClientNotesRequest,
  ClientPage,
  ClientsListRequest,
  CreateBookingRequest,
  MoveBookingRequest,
  MoveResult,
  ResendPaymentLinkRequest,
  SendPaymentLinkRequest,
  StylistBlock,
} from './front-desk';
import {
  CancelRequest,
  ManagedBooking,
  ManageRequest,
  MyBookings,
  RescheduleRequest,
  RescheduleResult,
} from './manage';
import {
  BookingPayment,
  BookingPaymentsRequest,
  CheckoutRequest,
  CheckoutResponse,
  PaymentMethod,
  PaymentStatusRequest,
  PaymentStatusResponse,
  PaymentsOverview,
} from './payments';
import { AccountDeleteRequest, AccountExport, ClientEraseRequest, ErasureResult } from './privacy';
import {
  PromoCheck,
  PromoCheckRequest,
  Promotion,
  PromotionAddRequest,
  PromotionList,
  PromotionUpdateRequest,
} from './promotions';
import { BalancePaidRequest, FeeChargeRequest, FeeOutcome, FeeWaiveRequest } from './protection';
import {
  PushAdminStatus,
  PushPublicKey,
  PushStaffSubscribeRequest,
  PushStatus,
  PushStatusRequest,
  PushSubscribeRequest,
  PushUnsubscribeRequest,
} from './push';
import { RatingState, RatingStateRequest, RatingSubmitRequest, RatingSubmitResponse } from './ratings';
import { StrandedBooking } from './salon-hours';
import {
  ByStylist,
  Stylist,
  StylistForm,
  StylistOption,
  StylistPage,
  StylistService,
  StylistServiceRemove,
  StylistServiceRequest,
  StylistsAvailableRequest,
  StylistsByServicesRequest,
  StylistUpdateForm,
} from './stylists';
import { AdminUser, UserAddRequest, UserPage, UserSetPasswordRequest, UserUpdateRequest } from './users';
import {
  WaitlistClaimRequest,
  WaitlistCounts,
  WaitlistEntryPage,
  WaitlistEntryRequest,
  WaitlistEntryView,
  WaitlistJoined,
  WaitlistJoinRequest,
  WaitlistLeaveRequest,
  WaitlistListRequest,
  WaitlistManualOfferRequest,
  WaitlistOfferPage,
  WaitlistOfferRequest,
  WaitlistOfferView,
} from './waitlist';

/** An endpoint (endpoints.ts) with the schemas of its request and answer. */
export type RouteDef = Endpoint & { body: z.ZodType; data: z.ZodType; summary: string };

const r = <E extends Omit<RouteDef, 'body' | 'data' | 'summary'>, B extends z.ZodType, D extends z.ZodType>(
  def: E & { body: B; data: D; summary: string },
) => def;

export const api = {
  // auth
  login: r({ ...endpoints.login, body: LoginRequest, data: CustomerSession, summary: 'Customer sign-in' }),
  register: r({
    ...endpoints.register,
    body: RegisterRequest,
    data: CustomerSession,
    summary: 'Create a customer account and sign in',
  }),
  adminLogin: r({
    ...endpoints.adminLogin,
    body: LoginRequest,
    data: AdminSession,
    summary: 'Back-office sign-in (customers refused)',
  }),
  adminRegister: r({
    ...endpoints.adminRegister,
    body: z.object({}).passthrough(),
    data: Ok,
    summary: 'Always refused: no admin registration in demo mode',
  }),
  logout: r({ ...endpoints.logout, body: Empty, data: Ok, summary: 'Revoke the bearer token' }),
  me: r({
    ...endpoints.me,
    body: Empty,
    data: Me,
    summary: 'Who the bearer token belongs to (session restore)',
  }),

  // accounts and passwords
  changePassword: r({
    ...endpoints.changePassword,
    body: ChangePasswordRequest,
    data: Ok,
    summary: "Change the signed-in user's password (current + new); their other sessions end",
  }),
  profile: r({
    ...endpoints.profile,
    body: Empty,
    data: CustomerProfile,
    summary: "The signed-in customer's own details",
  }),
  profileUpdate: r({
    ...endpoints.profileUpdate,
    body: ProfileUpdateRequest,
    data: CustomerProfile,
    summary: 'The signed-in customer edits their name, phone, email, gender and date of birth',
  }),
  forgotPassword: r({
    ...endpoints.forgotPassword,
    body: ForgotPasswordRequest,
    data: Ok,
    summary: 'Email a single-use reset link (1 hour); the same answer whether the address exists',
  }),
  resetPassword: r({
    ...endpoints.resetPassword,
    body: ResetPasswordRequest,
    data: Ok,
    summary: "Set a new password with a reset link's token; every session of that account ends",
  }),
  signInOptions: r({
    ...endpoints.signInOptions,
    body: Empty,
    data: SignInOptions,
    summary: 'Whether the sign-in screens show the demo credentials',
  }),
  backOfficeNotices: r({
    ...endpoints.backOfficeNotices,
    body: Empty,
    data: BackOfficeNotices,
    summary: 'Banners for the back office: demo passwords in use, sandbox payments',
  }),
  usersSetPassword: r({
    ...endpoints.usersSetPassword,
    body: UserSetPasswordRequest,
    data: Ok,
    summary: "Set a staff member's password (Super Admin); their sessions end",
  }),

  // catalogue and availability (customer side)
  settings: r({ ...endpoints.settings, body: Empty, data: SalonProfile, summary: 'The salon profile' }),
  categories: r({
    ...endpoints.categories,
    body: Empty,
    data: z.array(Category),
    summary: "Service categories, in the caller's language",
  }),
  servicesList: r({
    ...endpoints.servicesList,
    body: ServicesListRequest,
    data: z.array(Service),
    summary: 'Active services, by category (0 = all)',
  }),
  stylistsByServices: r({
    ...endpoints.stylistsByServices,
    body: StylistsByServicesRequest,
    data: z.array(StylistOption),
    summary: 'Active stylists who do every chosen service, with their prices',
  }),
  stylistsAvailable: r({
    ...endpoints.stylistsAvailable,
    body: StylistsAvailableRequest,
    data: z.array(StylistOption),
    summary: 'Stylists free at a chosen date and start slot (date-first flow)',
  }),
  slotsByStylist: r({
    ...endpoints.slotsByStylist,
    body: SlotsRequest,
    data: z.array(SlotOption),
    summary: 'Bookable start slots on a date (stylist_id 0 = any stylist)',
  }),
  promoCheck: r({
    ...endpoints.promoCheck,
    body: PromoCheckRequest,
    data: PromoCheck,
    summary:
      'Check a promo code for the chosen services before booking: the discount, or 409 promo_not_applicable with the reason',
  }),
  book: r({
    ...endpoints.book,
    body: BookRequest,
    data: BookResponse,
    summary: 'Book (Idempotency-Key header honoured)',
  }),
  myBookings: r({
    ...endpoints.myBookings,
    body: Empty,
    data: MyBookings,
    summary: "The signed-in customer's bookings, upcoming and past, with what they may do now",
  }),

  // a customer managing their own booking
  bookingGet: r({
    ...endpoints.bookingGet,
    body: ManageRequest,
    data: ManagedBooking,
    summary: 'One booking, for its owner or the holder of its manage token',
  }),
  bookingReschedule: r({
    ...endpoints.bookingReschedule,
    body: RescheduleRequest,
    data: RescheduleResult,
    summary:
      'Move a booking to another time (and stylist) inside the policy; 409 when taken. A paid booking that becomes dearer only holds the new time (awaiting_payment) until the difference is paid through /payment/checkout',
  }),
  bookingCancel: r({
    ...endpoints.bookingCancel,
    body: CancelRequest,
    data: ManagedBooking,
    summary: 'Cancel a booking inside the policy; a paid booking is refunded',
  }),

  // payments and ratings
  paymentMethods: r({
    ...endpoints.paymentMethods,
    body: Empty,
    data: z.array(PaymentMethod),
    summary: 'Payment methods offered',
  }),
  checkout: r({
    ...endpoints.checkout,
    body: CheckoutRequest,
    data: CheckoutResponse,
    summary:
      "Start paying for a booking, or for the difference of a paid booking's move to a dearer stylist; returns the provider's pay_url",
  }),
  paymentStatus: r({
    ...endpoints.paymentStatus,
    body: PaymentStatusRequest,
    data: PaymentStatusResponse,
    summary: "Verify the provider's signed return and record it (idempotent)",
  }),
  ratingSubmit: r({
    ...endpoints.ratingSubmit,
    body: RatingSubmitRequest,
    data: RatingSubmitResponse,
    summary: 'Rate a completed visit (idempotent)',
  }),
  ratingState: r({
    ...endpoints.ratingState,
    body: RatingStateRequest,
    data: RatingState,
    summary: 'A visit and its rating, for the rating page',
  }),
  ratingsPending: r({
    ...endpoints.ratingsPending,
    body: Empty,
    data: z.array(RatingState),
    summary: "The signed-in customer's completed visits still to rate",
  }),

  // back office: users
  usersList: r({
    ...endpoints.usersList,
    body: PagedRequest,
    data: UserPage,
    summary: 'Staff accounts, searched and paged',
  }),
  usersAdd: r({
    ...endpoints.usersAdd,
    body: UserAddRequest,
    data: AdminUser,
    summary: 'Add a staff account',
  }),
  usersUpdate: r({
    ...endpoints.usersUpdate,
    body: UserUpdateRequest,
    data: AdminUser,
    summary: 'Update a staff account (no password)',
  }),
  usersDelete: r({ ...endpoints.usersDelete, body: ById, data: Ok, summary: 'Delete a staff account' }),

  // back office: services
  servicesGet: r({
    ...endpoints.servicesGet,
    body: PagedRequest,
    data: ServicePage,
    summary: 'Services, searched and paged',
  }),
  servicesAll: r({
    ...endpoints.servicesAll,
    body: Empty,
    data: z.array(Service),
    summary: 'Every service, active or not',
  }),
  servicesAdd: r({
    ...endpoints.servicesAdd,
    body: ServiceForm,
    data: Service,
    summary: 'Add a service (multipart, optional image)',
  }),
  servicesUpdate: r({
    ...endpoints.servicesUpdate,
    body: ServiceUpdateForm,
    data: Service,
    summary: 'Update a service (multipart, optional image)',
  }),
  servicesDelete: r({
    ...endpoints.servicesDelete,
    body: ById,
    data: z.object({ deactivated: z.boolean() }),
    summary: 'Delete a service, or deactivate it when it has bookings',
  }),

  // back office: stylists, shifts, slots
  timeslotsActive: r({
    ...endpoints.timeslotsActive,
    body: Empty,
    data: z.array(TimeSlot),
    summary: "The salon's 30-minute grid",
  }),
  stylistsGet: r({
    ...endpoints.stylistsGet,
    body: PagedRequest,
    data: StylistPage,
    summary: 'Stylists, searched and paged',
  }),
  stylistsAdd: r({
    ...endpoints.stylistsAdd,
    body: StylistForm,
    data: Stylist,
    summary: 'Add a stylist (multipart, optional photo)',
  }),
  stylistsUpdate: r({
    ...endpoints.stylistsUpdate,
    body: StylistUpdateForm,
    data: Stylist,
    summary: 'Update a stylist, their services and prices, in one transaction',
  }),
  stylistsDelete: r({
    ...endpoints.stylistsDelete,
    body: ById,
    data: Ok,
    summary: 'Delete a stylist (refused with future bookings)',
  }),
  stylistServices: r({
    ...endpoints.stylistServices,
    body: ByStylist,
    data: z.array(StylistService),
    summary: "A stylist's services and prices",
  }),
  stylistServiceAdd: r({
    ...endpoints.stylistServiceAdd,
    body: StylistServiceRequest,
    data: StylistService,
    summary: 'Add a service to a stylist',
  }),
  stylistServiceUpdate: r({
    ...endpoints.stylistServiceUpdate,
    body: StylistServiceRequest,
    data: StylistService,
    summary: "Change a stylist's price for a service",
  }),
  stylistServiceRemove: r({
    ...endpoints.stylistServiceRemove,
    body: StylistServiceRemove,
    data: Ok,
    summary: 'Remove a service from a stylist',
  }),
  saveShifts: r({
    ...endpoints.saveShifts,
    body: SaveShiftsRequest,
    data: z.array(StylistShiftDay),
    summary: 'Save per-date shifts; regenerates the dates touched',
  }),
  shifts: r({
    ...endpoints.shifts,
    body: ShiftsRequest,
    data: z.array(StylistShiftDay),
    summary: "A stylist's shifts for the 4-week window",
  }),
  generateSlots: r({
    ...endpoints.generateSlots,
    body: GenerateSlotsRequest,
    data: GenerateSlotsResult,
    summary: 'Publish bookable slots for 4 weeks or a date range (idempotent)',
  }),

  // back office: calendar, reports, dashboard, settings, outbox
  calendar: r({
    ...endpoints.calendar,
    body: CalendarRequest,
    data: z.array(CalendarBooking),
    summary: 'Bookings on a date, optionally for one stylist',
  }),
  updateStatus: r({
    ...endpoints.updateStatus,
    body: UpdateStatusRequest,
    data: CalendarBooking,
    summary: "Set a booking's status",
  }),
  reports: r({
    ...endpoints.reports,
    body: ReportRequest,
    data: ReportPage,
    summary: 'Booking report, filtered and paged',
  }),
  dashboard: r({
    ...endpoints.dashboard,
    body: Empty,
    data: DashboardSummary,
    summary: "Today's and this month's figures",
  }),
  settingsUpdate: r({
    ...endpoints.settingsUpdate,
    body: SalonSettingsUpdate,
    data: SalonSettingsSaved,
    summary: 'Change the salon profile',
  }),
  strandedBookings: r({
    ...endpoints.strandedBookings,
    body: Empty,
    data: z.array(StrandedBooking),
    summary: "Bookings outside the salon's hours, for the desk to move",
  }),
  outbox: r({
    ...endpoints.outbox,
    body: PagedRequest,
    data: OutboxPage,
    summary: 'Outgoing messages and their delivery state',
  }),
  outboxPreview: r({
    ...endpoints.outboxPreview,
    body: ById,
    data: OutboxPreview,
    summary: "One outgoing message's subject and text (a password reset's text is never shown)",
  }),
  paymentsOverview: r({
    ...endpoints.paymentsOverview,
    body: Empty,
    data: PaymentsOverview,
    summary:
      'The payment provider, its mode, the webhook URL to register, its last notice, and the refunds still owed',
  }),
  refundRetry: r({
    ...endpoints.refundRetry,
    body: ById,
    data: Ok,
    summary: 'Try an owed refund again now (a failed one is queued again, with the same idempotency key)',
  }),
  bookingPayments: r({
    ...endpoints.bookingPayments,
    body: BookingPaymentsRequest,
    data: z.array(BookingPayment),
    summary: "A booking's payments and refunds, with the provider's references",
  }),
  promotionsList: r({
    ...endpoints.promotionsList,
    body: Empty,
    data: PromotionList,
    summary: "The salon's promo codes, with the uses each holds",
  }),
  promotionsAdd: r({
    ...endpoints.promotionsAdd,
    body: PromotionAddRequest,
    data: Promotion,
    summary: 'Add a promo code (a percentage or an amount off, dates, limits, services)',
  }),
  promotionsUpdate: r({
    ...endpoints.promotionsUpdate,
    body: PromotionUpdateRequest,
    data: Promotion,
    summary: 'Change a promo code (bookings already made keep the terms they were given)',
  }),
  promotionsRemove: r({
    ...endpoints.promotionsRemove,
    body: ById,
    data: Ok,
    summary: 'Remove a promo code (bookings already made keep their discount)',
  }),

  // web push
  pushPublicKey: r({
    ...endpoints.pushPublicKey,
    body: Empty,
    data: PushPublicKey,
    summary: "The server's VAPID public key",
  }),
  pushSubscribe: r({
    ...endpoints.pushSubscribe,
    body: PushSubscribeRequest,
    data: PushStatus,
    summary:
      "Notify this device: all the signed-in customer's bookings, or the booking a manage token proves",
  }),
  pushUnsubscribe: r({
    ...endpoints.pushUnsubscribe,
    body: PushUnsubscribeRequest,
    data: PushStatus,
    summary: 'Stop notifications on this device',
  }),
  pushStatus: r({
    ...endpoints.pushStatus,
    body: PushStatusRequest,
    data: PushStatus,
    summary: 'Whether this device gets notifications (for a booking)',
  }),
  pushAdminStatus: r({
    ...endpoints.pushAdminStatus,
    body: Empty,
    data: PushAdminStatus,
    summary: 'Whether push is configured, where its keys come from, how many devices',
  }),
  pushStaffSubscribe: r({
    ...endpoints.pushStaffSubscribe,
    body: PushStaffSubscribeRequest,
    data: PushStatus,
    summary: "Notify this back-office device when clients cancel or move (the signed-in account's)",
  }),
  pushStaffUnsubscribe: r({
    ...endpoints.pushStaffUnsubscribe,
    body: PushUnsubscribeRequest,
    data: PushStatus,
    summary: "Stop the salon's notices on this back-office device",
  }),
  pushStaffStatus: r({
    ...endpoints.pushStaffStatus,
    body: PushUnsubscribeRequest,
    data: PushStatus,
    summary: "Whether this back-office device gets the salon's notices",
  }),
  backupsList: r({
    ...endpoints.backupsList,
    body: Empty,
    data: BackupsOverview,
    summary: 'The backups of the embedded database, newest first, and when the daily one runs',
  }),
  backupsTake: r({
    ...endpoints.backupsTake,
    body: Empty,
    data: BackupInfo,
    summary: 'Take a backup of the embedded database now (download it from GET /api/backups/download?name=)',
  }),
  // the front desk: staff bookings, moves, history, blocked time, clients
  bookingCreate: r({
    ...endpoints.bookingCreate,
    body: CreateBookingRequest,
    data: CalendarBooking,
    summary: 'Staff book a phone or walk-in client (client_id 0 adds a new client)',
  }),
  bookingMove: r({
    ...endpoints.bookingMove,
    body: MoveBookingRequest,
    data: MoveResult,
    summary: 'Move a booking to another time or stylist; optionally notify the client',
  }),
  bookingNotes: r({
    ...endpoints.bookingNotes,
    body: BookingNotesRequest,
    data: CalendarBooking,
    summary: "Save a booking's notes (the front desk's, beside the customer's)",
  }),
  paymentLinkResend: r({
    ...endpoints.paymentLinkResend,
    body: ResendPaymentLinkRequest,
    data: CalendarBooking,
    summary: 'Email the payment link of a booking awaiting payment again',
  }),
  paymentLinkSend: r({
    ...endpoints.paymentLinkSend,
    body: SendPaymentLinkRequest,
    data: CalendarBooking,
    summary: 'Email a payment link for a booking to be paid at the salon (payable online until it starts)',
  }),
  bookingHistory: r({
    ...endpoints.bookingHistory,
    body: BookingHistoryRequest,
    data: z.array(BookingHistoryEntry),
    summary: "A booking's history: who created, moved or changed it, and when",
  }),
  blocksAdd: r({
    ...endpoints.blocksAdd,
    body: BlockAddRequest,
    data: StylistBlock,
    summary: "Block a stylist's time (break, training, time off); refused over a booking",
  }),
  blocksRemove: r({
    ...endpoints.blocksRemove,
    body: ById,
    data: Ok,
    summary: 'Remove a block',
  }),
  calendarExtras: r({
    ...endpoints.calendarExtras,
    body: CalendarExtrasRequest,
    data: CalendarExtras,
    summary: "A date's blocked time and each stylist's working slots, for the calendar",
  }),
  clientsList: r({
    ...endpoints.clientsList,
    body: ClientsListRequest,
    data: ClientPage,
    summary: 'Clients, searched by name, phone or email, and paged',
  }),
  clientsGet: r({
    ...endpoints.clientsGet,
    body: ClientGetRequest,
    data: ClientDetail,
    summary: "A client's bookings, visits, total spent, no-shows and notes",
  }),
  clientsUpdateNotes: r({
    ...endpoints.clientsUpdateNotes,
    body: ClientNotesRequest,
    data: Ok,
    summary: "Save the front desk's notes about a client",
  }),
  // booking flow: which days of the window have a free time
  freeDates: r({
    ...endpoints.freeDates,
    body: FreeDatesRequest,
    data: z.array(FreeDate),
    summary: 'The 14 bookable dates, each saying whether it has a free start (stylist_id 0 = any stylist)',
  }),
  // no-show protection
  feesWaive: r({
    ...endpoints.feesWaive,
    body: FeeWaiveRequest,
    data: FeeOutcome,
    summary: 'Waive a held late-cancellation or no-show fee, saying why (anything paid goes back)',
  }),
  feesCharge: r({
    ...endpoints.feesCharge,
    body: FeeChargeRequest,
    data: FeeOutcome,
    summary:
      'Charge a held fee: kept from the deposit, the rest from the saved card (once, however often sent)',
  }),
  balancePaid: r({
    ...endpoints.balancePaid,
    body: BalancePaidRequest,
    data: CalendarBooking,
    summary: 'Record the balance the client paid at the counter (cash or card), so the day adds up',
  }),
  // personal data on request, and the audit trail
  accountExport: r({
    ...endpoints.accountExport,
    body: Empty,
    data: AccountExport,
    summary: "Everything the salon holds about the signed-in customer, as JSON (nobody else's)",
  }),
  accountDelete: r({
    ...endpoints.accountDelete,
    body: AccountDeleteRequest,
    data: Ok,
    summary:
      "Erase the signed-in customer's account (password again): personal data anonymised, sessions and devices revoked; amounts and dates stay",
  }),
  clientsErase: r({
    ...endpoints.clientsErase,
    body: ClientEraseRequest,
    data: ErasureResult,
    summary: "Erase a client's personal data at their request (Super Admin); amounts and dates stay",
  }),
  auditList: r({
    ...endpoints.auditList,
    body: AuditListRequest,
    data: AuditPage,
    summary: 'The audit trail of back-office changes, newest first, filtered and paged (Super Admin)',
  }),
  waitlistJoin: r({
    ...endpoints.waitlistJoin,
    body: WaitlistJoinRequest,
    data: WaitlistJoined,
    summary:
      'Join the waitlist: services, a stylist (0 = any), 1-5 dated windows; a guest gets a manage_token for leaving',
  }),
  waitlistListMine: r({
    ...endpoints.waitlistListMine,
    body: Empty,
    data: z.array(WaitlistEntryView),
    summary: "The signed-in customer's waitlist entries",
  }),
  waitlistLeave: r({
    ...endpoints.waitlistLeave,
    body: WaitlistLeaveRequest,
    data: Ok,
    summary:
      "Leave the waitlist (the owner's token or the entry's manage_token); a running offer is given up",
  }),
  waitlistEntryGet: r({
    ...endpoints.waitlistEntryGet,
    body: WaitlistEntryRequest,
    data: WaitlistEntryPage,
    summary: "A guest's entry, for its leave link (`/waitlist/leave/:id?t=`): 403 forged",
  }),
  waitlistOfferGet: r({
    ...endpoints.waitlistOfferGet,
    body: WaitlistOfferRequest,
    data: WaitlistOfferPage,
    summary: 'An offer of freed time, for its link (`/waitlist/offer/:id?t=`): 403 forged, 410 lapsed',
  }),
  waitlistClaim: r({
    ...endpoints.waitlistClaim,
    body: WaitlistClaimRequest,
    data: BookResponse,
    summary:
      'Book the offered time (answers as /appointments/book); 403 forged, 410 lapsed, 409 when another entry took it',
  }),
  waitlistList: r({
    ...endpoints.waitlistList,
    body: WaitlistListRequest,
    data: z.array(WaitlistEntryView),
    summary: 'Entries waiting or offered, with a preference between two dates (the desk)',
  }),
  waitlistManualOffer: r({
    ...endpoints.waitlistManualOffer,
    body: WaitlistManualOfferRequest,
    data: WaitlistOfferView,
    summary: 'Offer one entry a free time the desk chose (held as a payment hold is)',
  }),
  waitlistCounts: r({
    ...endpoints.waitlistCounts,
    body: WaitlistListRequest,
    data: WaitlistCounts,
    summary: 'How many entries wait for each date between two dates',
  }),
} as const;

export type Api = typeof api;
export type RouteName = keyof Api;
export type RequestOf<N extends RouteName> = z.input<Api[N]['body']>;
export type DataOf<N extends RouteName> = z.output<Api[N]['data']>;
