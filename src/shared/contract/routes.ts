/**
 * Every API call in one table: method, path (under /api), who may call it, the request schema, the
 * response `data` schema and the spec's default error message. The server registers its routes from
 * this table, the client derives its typed calls from it, and /api/docs is generated from it.
 */
import { z } from 'zod';
import { Empty, ById, PagedRequest, Ok } from '../fields';
import { AdminSession, CustomerSession, LoginRequest, Me, RegisterRequest } from './auth';
import { SlotOption, SlotsRequest, TimeSlot, SaveShiftsRequest, ShiftsRequest, StylistShiftDay, GenerateSlotsRequest, GenerateSlotsResult } from './availability';
import {
  CalendarBooking,
  CalendarRequest,
  DashboardSummary,
  OutboxPage,
  ReportPage,
  ReportRequest,
  SalonProfile,
  UpdateStatusRequest,
} from './back-office';
import { BookRequest, BookResponse, CustomerBooking, PromoRequest, PromoResponse } from './bookings';
import { Category, Service, ServicePage, ServicesListRequest, ServiceForm, ServiceUpdateForm } from './catalogue';
import { CheckoutRequest, CheckoutResponse, PaymentMethod, PaymentStatusRequest, PaymentStatusResponse } from './payments';
import { RatingState, RatingStateRequest, RatingSubmitRequest, RatingSubmitResponse } from './ratings';
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
import { AdminUser, UserAddRequest, UserPage, UserUpdateRequest } from './users';

/** public: anyone; optional: anyone, a bearer token is read when sent; customer; staff: any admin; super: Super Admin. */
export type Access = 'public' | 'optional' | 'customer' | 'staff' | 'super';

export type RouteDef = {
  method: 'GET' | 'POST';
  path: string;
  access: Access;
  body: z.ZodType;
  data: z.ZodType;
  /** The spec's default error text (section 8), a key of the server's message catalogue. */
  fails: string;
  /** multipart/form-data with file parts (the named field holds the file). */
  multipart?: { file: string };
  summary: string;
};

const r = <B extends z.ZodType, D extends z.ZodType>(def: Omit<RouteDef, 'body' | 'data'> & { body: B; data: D }) => def;

export const api = {
  // auth
  login: r({ method: 'POST', path: '/auth/login', access: 'public', body: LoginRequest, data: CustomerSession, fails: 'login_failed', summary: 'Customer sign-in' }),
  register: r({ method: 'POST', path: '/auth/register', access: 'public', body: RegisterRequest, data: CustomerSession, fails: 'registration_failed', summary: 'Create a customer account and sign in' }),
  adminLogin: r({ method: 'POST', path: '/auth/admin/login', access: 'public', body: LoginRequest, data: AdminSession, fails: 'admin_login_failed', summary: 'Back-office sign-in (customers refused)' }),
  adminRegister: r({ method: 'POST', path: '/auth/admin/register', access: 'public', body: z.object({}).passthrough(), data: Ok, fails: 'admin_registration_disabled', summary: 'Always refused: no admin registration in demo mode' }),
  logout: r({ method: 'POST', path: '/auth/logout', access: 'optional', body: Empty, data: Ok, fails: 'api_failed', summary: 'Revoke the bearer token' }),
  me: r({ method: 'GET', path: '/auth/me', access: 'optional', body: Empty, data: Me, fails: 'unauthorized', summary: 'Who the bearer token belongs to (session restore)' }),

  // catalogue and availability (customer side)
  settings: r({ method: 'GET', path: '/settings', access: 'public', body: Empty, data: SalonProfile, fails: 'api_failed', summary: 'The salon profile' }),
  categories: r({ method: 'GET', path: '/categories', access: 'public', body: Empty, data: z.array(Category), fails: 'services_failed', summary: 'Service categories, in the caller\'s language' }),
  servicesList: r({ method: 'POST', path: '/services/list', access: 'public', body: ServicesListRequest, data: z.array(Service), fails: 'services_failed', summary: 'Active services, by category (0 = all)' }),
  stylistsByServices: r({ method: 'POST', path: '/stylists/listbyserviceids', access: 'public', body: StylistsByServicesRequest, data: z.array(StylistOption), fails: 'stylists_failed', summary: 'Active stylists who do every chosen service, with their prices' }),
  stylistsAvailable: r({ method: 'POST', path: '/stylists/listavailable', access: 'public', body: StylistsAvailableRequest, data: z.array(StylistOption), fails: 'stylists_failed', summary: 'Stylists free at a chosen date and start slot (date-first flow)' }),
  slotsByStylist: r({ method: 'POST', path: '/timeslots/listbystylist', access: 'public', body: SlotsRequest, data: z.array(SlotOption), fails: 'timeslots_failed', summary: 'Bookable start slots on a date (stylist_id 0 = any stylist)' }),
  promoValidate: r({ method: 'POST', path: '/promo/validate', access: 'public', body: PromoRequest, data: PromoResponse, fails: 'invalid_promo', summary: 'Check a promo code before booking' }),
  book: r({ method: 'POST', path: '/appointments/book', access: 'optional', body: BookRequest, data: BookResponse, fails: 'book_failed', summary: 'Book (Idempotency-Key header honoured)' }),
  myBookings: r({ method: 'POST', path: '/appointments/mine', access: 'customer', body: Empty, data: z.array(CustomerBooking), fails: 'api_failed', summary: 'The signed-in customer\'s bookings' }),

  // payments and ratings
  paymentMethods: r({ method: 'POST', path: '/payment/methods', access: 'public', body: Empty, data: z.array(PaymentMethod), fails: 'payment_methods_failed', summary: 'Payment methods offered' }),
  checkout: r({ method: 'POST', path: '/payment/checkout', access: 'optional', body: CheckoutRequest, data: CheckoutResponse, fails: 'checkout_failed', summary: 'Start paying for a booking; returns the provider\'s pay_url' }),
  paymentStatus: r({ method: 'POST', path: '/payment/status', access: 'public', body: PaymentStatusRequest, data: PaymentStatusResponse, fails: 'payment_status_failed', summary: 'Verify the provider\'s signed return and record it (idempotent)' }),
  ratingSubmit: r({ method: 'POST', path: '/ratings/submit', access: 'optional', body: RatingSubmitRequest, data: RatingSubmitResponse, fails: 'rating_failed', summary: 'Rate a completed visit (idempotent)' }),
  ratingState: r({ method: 'POST', path: '/ratings/get', access: 'optional', body: RatingStateRequest, data: RatingState, fails: 'rating_failed', summary: 'A visit and its rating, for the rating page' }),
  ratingsPending: r({ method: 'POST', path: '/ratings/pending', access: 'customer', body: Empty, data: z.array(RatingState), fails: 'rating_failed', summary: 'The signed-in customer\'s completed visits still to rate' }),

  // back office: users
  usersList: r({ method: 'POST', path: '/users/list', access: 'staff', body: PagedRequest, data: UserPage, fails: 'users_failed', summary: 'Staff accounts, searched and paged' }),
  usersAdd: r({ method: 'POST', path: '/users/add', access: 'super', body: UserAddRequest, data: AdminUser, fails: 'user_add_failed', summary: 'Add a staff account' }),
  usersUpdate: r({ method: 'POST', path: '/users/update', access: 'super', body: UserUpdateRequest, data: AdminUser, fails: 'user_update_failed', summary: 'Update a staff account (no password)' }),
  usersDelete: r({ method: 'POST', path: '/users/delete', access: 'super', body: ById, data: Ok, fails: 'user_delete_failed', summary: 'Delete a staff account' }),

  // back office: services
  servicesGet: r({ method: 'POST', path: '/services/get', access: 'staff', body: PagedRequest, data: ServicePage, fails: 'services_failed', summary: 'Services, searched and paged' }),
  servicesAll: r({ method: 'GET', path: '/services/all', access: 'staff', body: Empty, data: z.array(Service), fails: 'services_failed', summary: 'Every service, active or not' }),
  servicesAdd: r({ method: 'POST', path: '/services/add', access: 'staff', body: ServiceForm, data: Service, fails: 'service_add_failed', multipart: { file: 'image' }, summary: 'Add a service (multipart, optional image)' }),
  servicesUpdate: r({ method: 'POST', path: '/services/update', access: 'staff', body: ServiceUpdateForm, data: Service, fails: 'service_update_failed', multipart: { file: 'image' }, summary: 'Update a service (multipart, optional image)' }),
  servicesDelete: r({ method: 'POST', path: '/services/delete', access: 'staff', body: ById, data: z.object({ deactivated: z.boolean() }), fails: 'service_delete_failed', summary: 'Delete a service, or deactivate it when it has bookings' }),

  // back office: stylists, shifts, slots
  timeslotsActive: r({ method: 'GET', path: '/timeslots/active', access: 'staff', body: Empty, data: z.array(TimeSlot), fails: 'active_timeslots_failed', summary: 'The salon\'s 30-minute grid' }),
  stylistsGet: r({ method: 'POST', path: '/stylists/get', access: 'staff', body: PagedRequest, data: StylistPage, fails: 'stylists_failed', summary: 'Stylists, searched and paged' }),
  stylistsAdd: r({ method: 'POST', path: '/stylists/add', access: 'staff', body: StylistForm, data: Stylist, fails: 'stylist_add_failed', multipart: { file: 'profile_image' }, summary: 'Add a stylist (multipart, optional photo)' }),
  stylistsUpdate: r({ method: 'POST', path: '/stylists/update', access: 'staff', body: StylistUpdateForm, data: Stylist, fails: 'stylist_update_failed', multipart: { file: 'profile_image' }, summary: 'Update a stylist, their services and prices, in one transaction' }),
  stylistsDelete: r({ method: 'POST', path: '/stylists/delete', access: 'staff', body: ById, data: Ok, fails: 'stylist_delete_failed', summary: 'Delete a stylist (refused with future bookings)' }),
  stylistServices: r({ method: 'POST', path: '/stylists/services/list', access: 'staff', body: ByStylist, data: z.array(StylistService), fails: 'personnel_services_failed', summary: 'A stylist\'s services and prices' }),
  stylistServiceAdd: r({ method: 'POST', path: '/stylists/services/add', access: 'staff', body: StylistServiceRequest, data: StylistService, fails: 'save_failed', summary: 'Add a service to a stylist' }),
  stylistServiceUpdate: r({ method: 'POST', path: '/stylists/services/update', access: 'staff', body: StylistServiceRequest, data: StylistService, fails: 'save_failed', summary: 'Change a stylist\'s price for a service' }),
  stylistServiceRemove: r({ method: 'POST', path: '/stylists/services/remove', access: 'staff', body: StylistServiceRemove, data: Ok, fails: 'save_failed', summary: 'Remove a service from a stylist' }),
  saveShifts: r({ method: 'POST', path: '/stylists/save-shifts', access: 'staff', body: SaveShiftsRequest, data: z.array(StylistShiftDay), fails: 'save_shifts_failed', summary: 'Save per-date shifts; regenerates the dates touched' }),
  shifts: r({ method: 'POST', path: '/stylists/shifts', access: 'staff', body: ShiftsRequest, data: z.array(StylistShiftDay), fails: 'timeslots_load_failed', summary: 'A stylist\'s shifts for the 4-week window' }),
  generateSlots: r({ method: 'POST', path: '/stylists/generate-slots', access: 'staff', body: GenerateSlotsRequest, data: GenerateSlotsResult, fails: 'generate_slots_failed', summary: 'Publish bookable slots for 4 weeks or a date range (idempotent)' }),

  // back office: calendar, reports, dashboard, settings, outbox
  calendar: r({ method: 'POST', path: '/calendar/appointments', access: 'staff', body: CalendarRequest, data: z.array(CalendarBooking), fails: 'calendar_failed', summary: 'Bookings on a date, optionally for one stylist' }),
  updateStatus: r({ method: 'POST', path: '/appointments/update-status', access: 'staff', body: UpdateStatusRequest, data: CalendarBooking, fails: 'status_update_failed', summary: 'Set a booking\'s status' }),
  reports: r({ method: 'POST', path: '/reports/appointments', access: 'staff', body: ReportRequest, data: ReportPage, fails: 'reports_failed', summary: 'Appointment report, filtered and paged' }),
  dashboard: r({ method: 'POST', path: '/dashboard/summary', access: 'staff', body: Empty, data: DashboardSummary, fails: 'dashboard_failed', summary: 'Today\'s and this month\'s figures' }),
  settingsUpdate: r({ method: 'POST', path: '/settings/update', access: 'super', body: SalonProfile, data: SalonProfile, fails: 'save_failed', summary: 'Change the salon profile' }),
  outbox: r({ method: 'POST', path: '/outbox/list', access: 'staff', body: PagedRequest, data: OutboxPage, fails: 'api_failed', summary: 'Outgoing messages and their delivery state' }),
} as const;

export type Api = typeof api;
export type RouteName = keyof Api;
export type RequestOf<N extends RouteName> = z.input<Api[N]['body']>;
export type DataOf<N extends RouteName> = z.output<Api[N]['data']>;
