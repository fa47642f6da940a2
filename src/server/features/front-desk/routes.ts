/** HTTP handlers of the front desk: staff bookings, moves, history, blocked time and clients. */
import { withMessage } from '../../http/api-error';
import type { Handlers } from '../../http/register-api';
import { addBlock, calendarExtras, removeBlock } from './blocks';
import { getClient, listClients, updateClientNotes } from './clients';
import { createAppointment } from './create-booking';
import { bookingHistory } from './history';
import { moveAppointment } from './move-booking';
import { staffOf } from './staff-actor';

export const frontDeskHandlers = {
  appointmentCreate: async ({ deps, body, principal, lang }) =>
    withMessage(await createAppointment(deps, body, staffOf(principal), lang), 'appointment_created'),
  appointmentMove: async ({ deps, body, principal, lang }) =>
    withMessage(await moveAppointment(deps, body, staffOf(principal), lang), 'appointment_moved'),
  bookingHistory: async ({ deps, body }) => bookingHistory(deps.db, body.booking_id),
  blocksAdd: async ({ deps, body, principal }) =>
    withMessage(await addBlock(deps, body, staffOf(principal)), 'block_added'),
  blocksRemove: async ({ deps, body }) => {
    await removeBlock(deps, body.id);
    return withMessage(null, 'block_removed');
  },
  calendarExtras: async ({ deps, body }) => calendarExtras(deps.db, body.date),
  clientsList: async ({ deps, body }) => listClients(deps.db, body),
  clientsGet: async ({ deps, body, lang }) => getClient(deps, body.id, lang),
  clientsUpdateNotes: async ({ deps, body }) => {
    await updateClientNotes(deps.db, body.id, body.notes);
    return withMessage(null, 'client_notes_saved');
  },
} satisfies Handlers;
