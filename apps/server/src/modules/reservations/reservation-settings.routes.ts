import { ReservationSettingsSchema } from '@restaurant/contract/reservation.ts';
import type { Api } from '#src/api.ts';
import type { Context } from '#src/context.ts';
import { ONLY_ONE, audited } from '#src/modules/audit/audit.service.ts';
import { requireActor } from '#src/modules/auth/auth.guard.ts';
import {
  findReservationSettings,
  saveReservationSettings,
} from '#src/modules/reservations/reservation-settings.service.ts';

const tags = ['reservations'];

export function reservationSettingsRoutes(app: Api, ctx: Context): void {
  app.get(
    '/reservation-settings',
    {
      config: { public: true, cached: true },
      schema: {
        tags,
        summary: 'How guests may book: what the booking page needs',
        response: { 200: ReservationSettingsSchema },
      },
    },
    () => findReservationSettings(ctx),
  );

  app.put(
    '/reservation-settings',
    {
      config: { role: 'owner' },
      schema: {
        tags,
        summary: 'Replaces the booking settings',
        body: ReservationSettingsSchema,
        response: { 200: ReservationSettingsSchema },
      },
    },
    (request) =>
      audited(
        ctx,
        requireActor(request),
        {
          action: 'update',
          entity: 'reservation-settings',
          id: ONLY_ONE,
          load: findReservationSettings,
        },
        (tx) => saveReservationSettings(tx, request.body),
      ),
  );
}
