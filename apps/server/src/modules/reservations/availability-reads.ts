import { wallClock, type WallTime } from '@restaurant/contract/zone-clock.ts';
import type { Context } from '#src/context.ts';
import { inUnitOfWork } from '#src/db/unit-of-work.ts';
import {
  kitchenTimes,
  slotsFor,
  timesGone,
  type Load,
} from '#src/modules/reservations/availability.ts';
import {
  checkPartySize,
  readLoad,
  readRules,
  type Rules,
} from '#src/modules/reservations/booking.service.ts';
import { dayVersion } from '#src/modules/reservations/reservation.repository.ts';

const MINUTE_MS = 60_000;

/**
 * Days with answers kept at most: more than the longest horizon (a year) holds. Past days stay
 * until the days kept reach this count, and then all go.
 */
const MAX_DAYS = 400;

/**
 * One day's answers, valid while the rules are those they were made with (one content version)
 * and the day's version is the one read before its bookings were.
 */
type DayAnswers = {
  rules: Rules;
  times: number[];
  version: number;
  load: Load;
  /** The answers as sent, by party size and the count of times gone by. */
  answers: Map<string, string>;
};

/**
 * The rules read once per content version (they change only by a content write, which starts a
 * new version on every instance).
 */
function rulesCache(ctx: Context, version: () => number): () => Promise<Rules> {
  let kept: { version: number; rules: Promise<Rules> } | undefined;
  return () => {
    const now = version();
    if (kept?.version !== now) {
      const rules = readRules(ctx.db);
      kept = { version: now, rules };
      rules.catch(() => {
        if (kept?.rules === rules) kept = undefined;
      });
    }
    return kept.rules;
  };
}

/** The restaurant's wall clock, read with Intl once per minute. */
function minuteClock(ctx: Context): () => WallTime {
  let minute = NaN;
  let wall: WallTime;
  return () => {
    const now = ctx.now();
    if (Math.floor(now / MINUTE_MS) !== minute) {
      minute = Math.floor(now / MINUTE_MS);
      wall = wallClock(ctx.config.timeZone, now);
    }
    return wall;
  };
}

const json = (date: string, partySize: number, slots: unknown[]) =>
  JSON.stringify({ date, partySize, slots });

/**
 * The availability read as JSON text. Each answer is kept until the day's bookings or the rules
 * change: every request reads the day's version (one indexed row), which every booking, move,
 * cancellation and staff change raises in its own transaction, so a change made through any
 * instance is seen by the next read on every other. Closed days and days out of reach answer
 * without a query.
 */
export function createAvailabilityReads(ctx: Context, contentVersion: () => number) {
  const rules = rulesCache(ctx, contentVersion);
  const clock = minuteClock(ctx);
  const days = new Map<string, DayAnswers>();

  async function dayAnswers(
    current: Rules,
    times: number[],
    date: string,
    kept: DayAnswers | undefined,
  ): Promise<DayAnswers> {
    const version = await dayVersion(ctx.db, date);
    if (kept?.rules === current && kept.version === version) return kept;
    // Read after the version: the bookings may be newer than it, never older, so an answer kept
    // under it is at worst made again.
    const load = await readLoad(ctx.db, current.settings, date);
    const made = { rules: current, times, version, load, answers: new Map<string, string>() };
    // A read inside a change's unit of work sees what the change has not committed yet.
    if (!inUnitOfWork()) {
      if (days.size >= MAX_DAYS) days.clear();
      days.set(date, made);
    }
    return made;
  }

  return async (date: string, partySize: number): Promise<string> => {
    const current = await rules();
    const { settings } = current;
    checkPartySize(settings, partySize);
    const kept = days.get(date);
    const times = !settings.enabled
      ? []
      : kept?.rules === current
        ? kept.times
        : kitchenTimes(settings, current.hours, date);
    const gone = timesGone(settings, times, date, clock());
    if (gone === times.length) return json(date, partySize, []);
    const day = await dayAnswers(current, times, date, kept);
    const key = `${partySize} ${gone}`;
    let answer = day.answers.get(key);
    if (answer === undefined) {
      answer = json(date, partySize, slotsFor(settings, times.slice(gone), day.load, partySize));
      day.answers.set(key, answer);
    }
    return answer;
  };
}
