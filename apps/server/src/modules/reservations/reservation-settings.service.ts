import type { ReservationSettings } from '@restaurant/contract/reservation.ts';
import type { Context } from '#src/context.ts';
import * as settingsRepository from '#src/modules/settings/settings.repository.ts';

/** Sensible values for a restaurant of about forty seats; booking stays off until switched on. */
export const DEFAULT_RESERVATION_SETTINGS: ReservationSettings = {
  enabled: false,
  slotMinutes: 15,
  coversPerSlot: 12,
  seats: 40,
  stayMinutes: 120,
  maxPartySizeOnline: 8,
  leadMinutes: 120,
  horizonDays: 60,
  lastSeatingMinutes: 45,
  autoConfirmUpTo: 6,
  reminderHours: 24,
  cancelUntilMinutes: 120,
  retentionDays: 90,
  waitlistHoldMinutes: 20,
};

export async function findReservationSettings(ctx: Context): Promise<ReservationSettings> {
  const stored = await settingsRepository.findValue<ReservationSettings>(
    ctx.db,
    'reservationSettings',
  );
  return { ...DEFAULT_RESERVATION_SETTINGS, ...stored };
}

export async function saveReservationSettings(
  ctx: Context,
  settings: ReservationSettings,
): Promise<ReservationSettings> {
  await settingsRepository.upsert(ctx.db, 'reservationSettings', settings);
  return settings;
}
