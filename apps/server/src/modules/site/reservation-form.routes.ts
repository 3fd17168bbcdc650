import formBody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isLanguage, type Language } from '@restaurant/contract/languages.ts';
import { DateSchema } from '@restaurant/contract/common.ts';
import {
  BookingInputSchema,
  GuestEmailSchema,
  ReservationTimeSchema,
  type Availability,
  type GuestReservation,
} from '@restaurant/contract/reservation.ts';
import {
  GUEST_QUESTIONS,
  type GuestQuestion,
  type ReservationView,
} from '@restaurant/contract/site.ts';
import type { Context } from '#src/context.ts';
import { AppError, NotFoundError } from '#src/lib/errors.ts';
import { book, receipt } from '#src/modules/reservations/booking.service.ts';
import {
  createAvailabilityReads,
  type AvailabilityQuery,
} from '#src/modules/reservations/availability-reads.ts';
import {
  cancelGuestReservation,
  changeGuestEmail,
  findGuestReservation,
  moveGuestReservation,
  reconfirmGuestReservation,
} from '#src/modules/reservations/guest-link.service.ts';
import { parse } from '#src/modules/reservations/reservation.routes.ts';

export type FormAnswer = { url: string; lang: Language; view: ReservationView; status: number };
type Send = (reply: FastifyReply, answer: FormAnswer) => Promise<FastifyReply>;
type Form = Record<string, string | undefined>;

const TOKEN = /^[\w-]{22,64}$/;
const FIELDS = ['date', 'time', 'partySize', 'name', 'email', 'phone', 'note', 'privacyAccepted'];

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
  contentVersion: () => number,
  send: Send,
) {
  const availability = createAvailabilityReads(ctx, contentVersion);
  /** A day's times and why none is free, for the page to show without JavaScript. */
  const dayOf = async (query: AvailabilityQuery) =>
    JSON.parse(await availability(query)) as Availability;
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
      },
    };

    forms.post('/reservation', { config }, async (request, reply) => {
      const form = (request.body ?? {}) as Form;
      const lang = languageOf(request);
      const values = Object.fromEntries(FIELDS.map((field) => [field, form[field] ?? '']));
      const parsed = BookingInputSchema.safeParse({
        date: form.date,
        time: form.time,
        partySize: Number(form.partySize),
        name: form.name,
        email: form.email,
        phone: form.phone,
        ...(form.note ? { note: form.note } : {}),
        language: lang,
        privacyAccepted: form.privacyAccepted === 'true',
      });
      let answer: { view: ReservationView; status: number };
      const asked = { date: String(form.pickDate ?? form.date), partySize: Number(form.partySize) };
      if (form.pickDate && DateSchema.safeParse(form.pickDate).success && asked.partySize > 0) {
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
          const booked = await book(ctx, { source: 'online', input: parsed.data });
          answer = { view: { receipt: receipt(booked) }, status: 200 };
        } catch (error) {
          answer = viewOf(error);
          if (answer.view.errors?.time) {
            const day = await dayOf({ ...asked, time: parsed.data.time });
            answer.view.availability = day;
            // A day that had no room says why in its own words, not "filled meanwhile".
            if (day.reason) answer.view.errors.time = 'reservation.errors.time';
          }
        }
      }
      const view = answer.view.receipt ? answer.view : { ...answer.view, values };
      return send(reply, { url: request.url, lang, view, status: answer.status });
    });

    forms.get<{ Params: { token: string } }>('/reservation/:token', async (request, reply) => {
      const { token } = request.params;
      try {
        if (!TOKEN.test(token)) throw new NotFoundError('The booking');
        const ask = questionOf(request);
        const view = { ...(await manageView(ctx, token)), ...(ask ? { ask } : {}) };
        const lang = languageOf(request, view.manage!.language);
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
        }
        return send(reply, { url: request.url, lang, view: answer.view, status: answer.status });
      },
    );
  });
}
