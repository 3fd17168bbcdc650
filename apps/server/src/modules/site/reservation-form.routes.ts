import { randomBytes } from 'node:crypto';
import formBody from '@fastify/formbody';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isLanguage, type Language } from '@restaurant/contract/languages.ts';
import { DateSchema } from '@restaurant/contract/common.ts';
import {
  BookingInputSchema,
  EventBookingInputSchema,
  GuestEmailSchema,
  ReservationTimeSchema,
  type Availability,
  type BookingReceipt,
  type GuestReservation,
} from '@restaurant/contract/reservation.ts';
import { EventWaitlistInputSchema, WaitlistInputSchema } from '@restaurant/contract/waitlist.ts';
import {
  GUEST_QUESTIONS,
  type GuestQuestion,
  type ReservationView,
} from '@restaurant/contract/site.ts';
import type { Context } from '#src/context.ts';
import { AppError, NotFoundError } from '#src/lib/errors.ts';
import { book } from '#src/modules/reservations/booking.service.ts';
import { findEventsWithSeats } from '#src/modules/reservations/event-seats.service.ts';
import type {
  AvailabilityReads,
  AvailabilityQuery,
} from '#src/modules/reservations/availability-reads.ts';
import {
  cancelGuestReservation,
  changeGuestEmail,
  findGuestReservation,
  guestBooking,
  moveGuestReservation,
  reconfirmGuestReservation,
} from '#src/modules/reservations/guest-link.service.ts';
import { parse, submissionOf } from '#src/modules/reservations/reservation.routes.ts';
import { managePath } from '#src/modules/reservations/reservation-token.ts';
import {
  findGuestWaitlist,
  joinWaitlist,
  leaveWaitlist,
  takeOffer,
} from '#src/modules/reservations/waitlist.service.ts';

export type FormAnswer = {
  url: string;
  lang: Language;
  view: ReservationView;
  status: number;
  /** The empty booking form, which search engines may index; every other answer is personal. */
  indexable?: boolean;
};
type Send = (reply: FastifyReply, answer: FormAnswer) => Promise<FastifyReply>;
type Form = Record<string, string | undefined>;

const TOKEN = /^[\w-]{22,64}$/;
/** The statuses a booking just made can have, which its confirmation page shows. */
const HOLDING: string[] = ['confirmed', 'requested'];
const FIELDS = [
  'date',
  'time',
  'partySize',
  'from',
  'to',
  'name',
  'email',
  'phone',
  'note',
  'privacyAccepted',
];

/** A booking form's one-time key: 128 random bits, made for each page that shows the form. */
const newFormKey = () => randomBytes(16).toString('base64url');
const FORM_KEY = /^[\w-]{22}$/;
const KEY_USED = ['reservation.errors.keyReused', 'reservation.errors.madeElsewhere'];
/** Why an event takes no more bookings: no seats left for the party, or booking closed. */
const EVENT_REFUSALS = ['reservation.errors.soldOut', 'reservation.errors.bookingClosed'];

/** The field of an error path ("partySize", "querystring.date" → "date"). */
const fieldOf = (path: string) => FIELDS.find((field) => path.split('.').includes(field)) ?? 'form';

/** A refusal as the page shows it: a dictionary key under each field, or one for the form. */
function viewOf(error: unknown): { view: ReservationView; status: number } {
  if (!(error instanceof AppError)) throw error;
  if (error.status === 400) {
    const errors = Object.fromEntries(
      (error.errors ?? []).map((e) => [fieldOf(e.path), `reservation.errors.${fieldOf(e.path)}`]),
    );
    return { view: { errors }, status: 400 };
  }
  const used = `reservation.errors.${String(error.extensions.code)}`;
  if (error.status === 409 && EVENT_REFUSALS.includes(used)) {
    return { view: { notice: used }, status: 409 };
  }
  if (error.status === 409 && KEY_USED.includes(used)) {
    // The form's key was used: the booking it made stands, and the form gets a fresh key.
    return { view: { notice: used }, status: 409 };
  }
  if (error.status === 409 && error.extensions.code === 'offerLapsed') {
    return { view: { notice: 'reservation.waitlist.lapsed' }, status: 409 };
  }
  if (error.status === 409) {
    const alternatives = error.extensions.alternatives as string[] | undefined;
    return alternatives
      ? { view: { errors: { time: 'reservation.errors.full' }, alternatives }, status: 409 }
      : { view: { notice: 'reservation.errors.tooLate' }, status: 409 };
  }
  if (error.status === 404) return { view: { notice: 'reservation.unknown' }, status: 404 };
  if (error.status === 429) return { view: { notice: 'reservation.errors.tooMany' }, status: 429 };
  throw error;
}

function languageOf(request: FastifyRequest, fallback: Language = 'hu'): Language {
  const { lang } = request.query as Record<string, unknown>;
  return isLanguage(lang) ? lang : fallback;
}

async function manageView(ctx: Context, token: string, notice?: string): Promise<ReservationView> {
  const booking: GuestReservation = await findGuestReservation(ctx, token);
  return { manage: { ...booking, token }, ...(notice ? { notice } : {}) };
}

async function waitlistView(
  ctx: Context,
  token: string,
  notice?: string,
): Promise<ReservationView> {
  if (!TOKEN.test(token)) throw new NotFoundError('The waiting list entry');
  const entry = await findGuestWaitlist(ctx, token);
  const event = entry.eventId === null ? undefined : await eventWithSeats(ctx, entry.eventId);
  return {
    waitlist: { ...entry, token },
    ...(event ? { event } : {}),
    ...(notice ? { notice } : {}),
  };
}

/** The event of an id, with its seats left; none for an unknown one. */
async function eventWithSeats(ctx: Context, id: unknown) {
  const number = Number(id);
  if (!Number.isSafeInteger(number) || number < 1) return undefined;
  return (await findEventsWithSeats(ctx, { id: number }))[0];
}

/** The booking form's fields as a wish for the waiting list: of the day, or of the event named. */
function waitlistInput(form: Form, lang: Language) {
  const guest = {
    partySize: Number(form.partySize),
    name: form.name,
    email: form.email,
    phone: form.phone,
    language: lang,
    privacyAccepted: form.privacyAccepted === 'true',
  };
  return form.eventId === undefined
    ? parse(WaitlistInputSchema, { ...guest, date: form.date, from: form.from, to: form.to })
    : parse(EventWaitlistInputSchema, { ...guest, eventId: Number(form.eventId) });
}

/** The question the guest's page opens with (`?do=cancel` from a link or a button). */
function questionOf(request: FastifyRequest): GuestQuestion | undefined {
  const asked = (request.query as Record<string, unknown>).do;
  return GUEST_QUESTIONS.find((question) => question === asked);
}

/** A guest's action on their page: its answer's notice. */
async function guestAction(ctx: Context, token: string, form: Form): Promise<string> {
  if (form.action === 'cancel') {
    await cancelGuestReservation(ctx, token);
    return 'reservation.cancelled';
  }
  if (form.action === 'coming') {
    await reconfirmGuestReservation(ctx, token);
    return 'reservation.reconfirmed';
  }
  if (form.action === 'email') {
    const { email } = parse(GuestEmailSchema, { email: form.email });
    await changeGuestEmail(ctx, token, email);
    return 'reservation.emailChanged';
  }
  const to = parse(ReservationTimeSchema, {
    date: form.date,
    time: form.time,
    partySize: Number(form.partySize),
  });
  await moveGuestReservation(ctx, token, to);
  return 'reservation.moved';
}

/**
 * The booking page's forms, which work without JavaScript: the booking form posts here and the
 * guest's link page posts its cancel and move forms; each answers with the page, never cached.
 */
export async function reservationFormRoutes(
  app: FastifyInstance,
  ctx: Context,
  availability: AvailabilityReads,
  send: Send,
) {
  /** A day's times and why none is free, for the page to show without JavaScript. */
  const dayOf = async (query: AvailabilityQuery) =>
    JSON.parse(await availability(query)) as Availability;
  const eventOf = (id: unknown) => eventWithSeats(ctx, id);
  await app.register(async (forms) => {
    // Form bodies are read on these routes only; the API takes JSON alone.
    await forms.register(formBody, { bodyLimit: 16 * 1024 });
    const config = {
      content: false,
      rateLimit: {
        // One bucket with the API's booking route.
        groupId: 'booking',
        max: ctx.config.reservationLimits.perAddressPerHour,
        timeWindow: 3_600_000,
        // Counted once the body is read, so that a refusal shows the guest's values again.
        hook: 'preHandler' as const,
      },
    };
    const valuesOf = (form: Form) =>
      Object.fromEntries(FIELDS.map((field) => [field, form[field] ?? '']));

    // A refusal the routes do not make themselves (too many bookings, a body that cannot be
    // read) is a page in the guest's language too, never a problem document.
    forms.setErrorHandler(async (error: FastifyError, request, reply) => {
      const status = error.statusCode ?? 500;
      if (status < 400 || status >= 500) throw error;
      const lang = languageOf(request);
      const notice = status === 429 ? 'reservation.errors.tooMany' : 'reservation.errors.form';
      const { token } = request.params as { token?: string };
      const form = (request.body ?? {}) as Form;
      const view: ReservationView =
        token === undefined
          ? {
              notice,
              values: valuesOf(form),
              key: FORM_KEY.test(form.key ?? '') ? form.key! : newFormKey(),
            }
          : { ...(await manageView(ctx, token).catch(() => ({}))), notice };
      return send(reply, { url: request.url, lang, view, status });
    });

    forms.get('/reservation', async (request, reply) => {
      // From an event's "book" link (`?event={id}`): the form books that event.
      const asked = (request.query as Record<string, unknown>).event;
      const event = asked === undefined ? undefined : await eventOf(asked);
      return send(reply, {
        url: request.url,
        lang: languageOf(request),
        view: { key: newFormKey(), ...(event ? { event } : {}) },
        status: 200,
        indexable: asked === undefined,
      });
    });

    forms.post('/reservation', { config }, async (request, reply) => {
      const form = (request.body ?? {}) as Form;
      const lang = languageOf(request);
      const values = valuesOf(form);
      // A form from before keys were given, or a key not made here, gets a fresh one.
      const key = FORM_KEY.test(form.key ?? '') ? form.key! : newFormKey();
      const guest = {
        partySize: Number(form.partySize),
        name: form.name,
        email: form.email,
        phone: form.phone,
        ...(form.note ? { note: form.note } : {}),
        language: lang,
        privacyAccepted: form.privacyAccepted === 'true',
      };
      // An event's form names the event in place of a date and time.
      const parsed =
        form.eventId === undefined
          ? BookingInputSchema.safeParse({ ...guest, date: form.date, time: form.time })
          : EventBookingInputSchema.safeParse({ ...guest, eventId: Number(form.eventId) });
      let answer: { view: ReservationView; status: number };
      const asked = { date: String(form.pickDate ?? form.date), partySize: Number(form.partySize) };
      if (form.waitlist) {
        // A full day or a sold-out event: the guest joins its waiting list instead.
        try {
          const joined = await joinWaitlist(ctx, waitlistInput(form, lang));
          return await reply
            .header('cache-control', 'no-store')
            .redirect(`${joined.manageUrl}?joined=1${lang === 'hu' ? '' : `&lang=${lang}`}`, 303);
        } catch (error) {
          answer = viewOf(error);
          const event = form.eventId === undefined ? undefined : await eventOf(form.eventId);
          const fits =
            event &&
            asked.partySize >= event.minPartySize &&
            asked.partySize <= Math.min(event.maxPartySize, event.seatsLeft);
          if (fits && answer.view.errors?.partySize) {
            // Seats came free meanwhile: the form books them instead.
            answer = { view: { notice: 'reservation.waitlist.seatsFree' }, status: 409 };
          }
          if (!event && DateSchema.safeParse(asked.date).success && asked.partySize > 0) {
            const time = /^\d{2}:\d{2}$/.test(form.from ?? '') ? { time: form.from! } : {};
            answer.view.availability = await dayOf({ ...asked, ...time });
          }
        }
      } else if (
        form.pickDate &&
        DateSchema.safeParse(form.pickDate).success &&
        asked.partySize > 0
      ) {
        // One of the next free dates, tapped without JavaScript: the form again, on that date.
        values.date = form.pickDate;
        values.time = '';
        answer = { view: { availability: await dayOf(asked) }, status: 200 };
      } else if (!parsed.success) {
        const errors = Object.fromEntries(
          parsed.error.issues.map((issue) => {
            const field = fieldOf(issue.path.join('.'));
            return [field, `reservation.errors.${field}`];
          }),
        );
        answer = { view: { errors }, status: 400 };
      } else {
        try {
          const submission = submissionOf(request, key);
          const { token } = await book(ctx, {
            source: 'online',
            input: parsed.data,
            ...(submission ? { submission } : {}),
          });
          // The booking's own page: a reload or the back button then asks for it, never books.
          return await reply
            .header('cache-control', 'no-store')
            .redirect(`${managePath(token)}?booked=1`, 303);
        } catch (error) {
          answer = viewOf(error);
          if (answer.view.errors?.time && 'time' in parsed.data) {
            const day = await dayOf({ ...asked, time: parsed.data.time });
            answer.view.availability = day;
            // A day that had no room says why in its own words, not "filled meanwhile".
            if (day.reason) answer.view.errors.time = 'reservation.errors.time';
          }
        }
      }
      // A key that made another booking is not sent again: the form gets a new one.
      const fresh = KEY_USED.includes(answer.view.notice ?? '');
      // The event as it stands now: a refusal shows the seats it has left.
      const shown = form.eventId === undefined ? undefined : await eventOf(form.eventId);
      const view = {
        ...answer.view,
        values,
        key: fresh ? newFormKey() : key,
        ...(shown ? { event: shown } : {}),
      };
      return send(reply, { url: request.url, lang, view, status: answer.status });
    });

    forms.get<{ Params: { token: string } }>('/waitlist/:token', async (request, reply) => {
      const { token } = request.params;
      try {
        const view = await waitlistView(ctx, token);
        const joined = view.waitlist!.eventId === null ? 'joined' : 'joinedEvent';
        const notice =
          'joined' in (request.query as object) ? `reservation.waitlist.${joined}` : null;
        const lang = languageOf(request, view.waitlist!.language);
        return await send(reply, {
          url: request.url,
          lang,
          view: { ...view, ...(notice && view.waitlist!.status === 'waiting' ? { notice } : {}) },
          status: 200,
        });
      } catch (error) {
        const { view, status } = viewOf(error);
        return send(reply, { url: request.url, lang: languageOf(request), view, status });
      }
    });

    forms.post<{ Params: { token: string } }>(
      '/waitlist/:token',
      { config },
      async (request, reply) => {
        const { token } = request.params;
        const form = (request.body ?? {}) as Form;
        const lang = languageOf(request);
        try {
          if (form.action === 'take') {
            const booked = await takeOffer(ctx, token);
            // The booking's own page says it is made, as the booking form's answer does.
            return await reply
              .header('cache-control', 'no-store')
              .redirect(
                `${managePath(booked.token)}?booked=1${lang === 'hu' ? '' : `&lang=${lang}`}`,
                303,
              );
          }
          await leaveWaitlist(ctx, token);
          const view = await waitlistView(ctx, token, 'reservation.waitlist.left');
          return await send(reply, { url: request.url, lang, view, status: 200 });
        } catch (error) {
          const refused = viewOf(error);
          const shown =
            refused.status === 404 ? {} : await waitlistView(ctx, token).catch(() => ({}));
          const view = { ...shown, ...refused.view };
          return send(reply, { url: request.url, lang, view, status: refused.status });
        }
      },
    );

    forms.get<{ Params: { token: string } }>('/reservation/:token', async (request, reply) => {
      const { token } = request.params;
      try {
        if (!TOKEN.test(token)) throw new NotFoundError('The booking');
        const ask = questionOf(request);
        const view = { ...(await manageView(ctx, token)), ...(ask ? { ask } : {}) };
        const lang = languageOf(request, view.manage!.language);
        const booking = view.manage!;
        if ('booked' in (request.query as object) && HOLDING.includes(booking.status)) {
          // Where the booking form leads: the booking just made, said so first.
          const receipt: BookingReceipt = {
            reference: booking.reference,
            status: booking.status as BookingReceipt['status'],
            date: booking.date,
            time: booking.time,
            partySize: booking.partySize,
            email: booking.email,
            manageUrl: managePath(token),
          };
          const event = booking.eventId === null ? undefined : await eventOf(booking.eventId);
          const shown = { receipt, ...(event ? { event } : {}) };
          return await send(reply, { url: request.url, lang, view: shown, status: 200 });
        }
        return await send(reply, { url: request.url, lang, view, status: 200 });
      } catch (error) {
        const { view, status } = viewOf(error);
        return send(reply, { url: request.url, lang: languageOf(request), view, status });
      }
    });

    forms.post<{ Params: { token: string } }>(
      '/reservation/:token',
      { config },
      async (request, reply) => {
        const { token } = request.params;
        const form = (request.body ?? {}) as Form;
        const lang = languageOf(request);
        let answer: { view: ReservationView; status: number };
        try {
          if (!TOKEN.test(token)) throw new NotFoundError('The booking');
          const notice = await guestAction(ctx, token, form);
          answer = { view: await manageView(ctx, token, notice), status: 200 };
        } catch (error) {
          const refused = viewOf(error);
          const shown =
            refused.status === 404 ? {} : await manageView(ctx, token).catch(() => ({}));
          answer = { view: { ...shown, ...refused.view }, status: refused.status };
          const asked = { date: String(form.date), partySize: Number(form.partySize) };
          if (refused.view.errors?.time && DateSchema.safeParse(asked.date).success) {
            // A move refused: the day's free times, or why there are none and the next days.
            const time = /^\d{2}:\d{2}$/.test(form.time ?? '') ? { time: form.time! } : {};
            const except = await guestBooking(ctx, token);
            answer.view.availability = await dayOf({ ...asked, ...time, except });
          }
        }
        return send(reply, { url: request.url, lang, view: answer.view, status: answer.status });
      },
    );
  });
}
