import { addDays, dateIn } from '@restaurant/contract/calendar.ts';
import { minutesOf } from '@restaurant/contract/opening-times.ts';
import { instantOf } from '@restaurant/contract/zone-clock.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Context } from '#src/context.ts';
import { inTransaction } from '#src/db/transaction.ts';
import { backgroundTimers, type Timers } from '#src/lib/timers.ts';
import { removeSentBefore } from '#src/modules/outbox/outbox.service.ts';
import { notify } from '#src/modules/reservations/reservation-notices.ts';
import { findReservationSettings } from '#src/modules/reservations/reservation-settings.service.ts';
import { eraseTraces } from '#src/modules/reservations/staff.service.ts';
import { eraseWaitlist, tendWaitlists } from '#src/modules/reservations/waitlist-offers.ts';
import * as reservationRepository from '#src/modules/reservations/reservation.repository.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** Sent messages are kept this long (to look into a complaint), then removed with their data. */
const SENT_KEPT_MS = 7 * DAY_MS;

/**
 * Erases the personal data of bookings whose date lies more than retentionDays back, with their
 * messages. Runs daily; answers how many bookings were erased.
 */
export async function eraseExpired(ctx: Context): Promise<number> {
  const { retentionDays } = await findReservationSettings(ctx);
  const before = addDays(dateIn(ctx.config.timeZone, ctx.now()), -retentionDays);
  return inTransaction(ctx, async (tx) => {
    const ids = await reservationRepository.eraseBefore(tx.db, before);
    await eraseTraces(tx, ids);
    await eraseWaitlist(tx.db, { before });
    await removeSentBefore(tx.db, tx.now() - SENT_KEPT_MS);
    return ids.length;
  });
}

/**
 * Queues the reminders that are due: reminderHours before each confirmed booking. Each booking is
 * marked in the same transaction as its message, so two instances never queue it twice.
 */
export async function queueReminders(ctx: Context): Promise<number> {
  const { reminderHours } = await findReservationSettings(ctx);
  if (reminderHours === 0) return 0;
  const now = ctx.now();
  const today = dateIn(ctx.config.timeZone, now);
  const days = Array.from({ length: Math.ceil(reminderHours / 24) + 1 }, (_, i) =>
    addDays(today, i),
  );
  let queued = 0;
  for (const row of await reservationRepository.findToRemind(ctx.db, days)) {
    const start = instantOf(ctx.config.timeZone, row.date, minutesOf(row.time));
    if (start <= now || start - reminderHours * 60 * MINUTE_MS > now) continue;
    await inTransaction(ctx, async (tx) => {
      if (await reservationRepository.markReminded(tx.db, row.id)) {
        await notify(tx, row, { guest: 'reminder' });
        queued += 1;
      }
    });
  }
  return queued;
}

/**
 * Runs the reminders and the waiting lists (lapsed offers, seats freed) every minute, and the
 * erasure at start and every day after.
 */
export function scheduleReservationJobs(
  ctx: Context,
  log: FastifyBaseLogger,
  sent: () => void,
  timers: Timers = backgroundTimers,
): () => void {
  const run = (job: () => Promise<number>, name: string) => () =>
    void job()
      .then((count) => {
        if (count > 0) sent();
      })
      .catch((error: unknown) => log.error({ err: error }, `${name} failed`));
  const remind = run(() => queueReminders(ctx), 'booking reminders');
  const erase = run(() => eraseExpired(ctx), 'booking erasure');
  const tend = run(() => tendWaitlists(ctx), 'waiting lists');
  const intervals = [
    timers.setInterval(remind, MINUTE_MS),
    timers.setInterval(tend, MINUTE_MS),
    timers.setInterval(erase, DAY_MS),
  ];
  erase();
  return () => intervals.forEach((interval) => timers.clearInterval(interval));
}
