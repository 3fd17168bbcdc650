import type { EventSheet } from '@restaurant/contract/event-sheet.ts';
import type { Context } from '#src/context.ts';
import { notedAllergens } from '#src/lib/noted-allergens.ts';
import { findAllergens } from '#src/modules/allergens/allergen.service.ts';
import { findEventsWithSeats } from '#src/modules/reservations/event-seats.service.ts';
import {
  findHoldingByEvent,
  toReservation,
} from '#src/modules/reservations/reservation.repository.ts';

/** An event's evening for staff and the kitchen (see `EventSheetSchema`); undefined for no event. */
export async function eventSheet(ctx: Context, id: number): Promise<EventSheet | undefined> {
  const [[event], rows, allergens] = await Promise.all([
    findEventsWithSeats(ctx, { id }),
    findHoldingByEvent(ctx.db, id),
    findAllergens(ctx),
  ]);
  if (!event) return undefined;
  const required = event.prepayment.required;
  const guests = rows.map(toReservation).map((row) => ({
    reservationId: row.id,
    reference: row.reference,
    name: row.name,
    partySize: row.partySize,
    status: row.status,
    paid: required ? row.paidAt !== null : null,
    phone: row.phone,
    note: row.note,
    staffNote: row.staffNote,
    allergens: notedAllergens([row.note, row.staffNote].filter(Boolean).join(' · '), allergens),
  }));
  const covers = guests.reduce((sum, guest) => sum + guest.partySize, 0);
  return {
    event: {
      id: event.id,
      title: event.title.hu,
      date: event.date,
      startTime: event.startTime,
      endTime: event.endTime,
      seats: event.seats,
      prepaymentRequired: required,
    },
    covers,
    bookings: guests.length,
    unpaid: guests.filter((guest) => guest.paid === false).length,
    guests,
    courses: event.courses.map((course) => {
      const contained = new Set(course.allergenIds);
      return {
        name: course.name.hu,
        covers,
        allergens: course.allergens,
        warnings: guests
          .map((guest) => ({
            reservationId: guest.reservationId,
            name: guest.name,
            partySize: guest.partySize,
            allergens: guest.allergens.filter((allergen) => contained.has(allergen.id)),
          }))
          .filter((warning) => warning.allergens.length > 0),
      };
    }),
  };
}
