import { z } from 'zod';
import type { OpeningHours, OpeningHoursInput } from '@restaurant/contract/opening-hours.ts';
import { rangeIssues } from '@restaurant/contract/opening-hours.ts';
import { localizedOptional, requiredDate } from '#web/admin/lib/form-messages.ts';

const ISSUE_TEXT = {
  overlap: 'Átfedésben van a nap egy másik idősávjával',
  kitchenOutside: 'A konyha csak az étterem nyitvatartásán belül lehet nyitva',
};

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Adjon meg egy időpontot (óó:pp)');
const range = z.object({ from: time, to: time }).refine((r) => r.from !== r.to, {
  message: 'A nyitás és a zárás nem lehet ugyanakkor',
  path: ['to'],
});

type Ranges = {
  restaurant: Array<{ from: string; to: string }>;
  kitchen: Array<{ from: string; to: string }>;
};

/** Overlapping ranges and a kitchen outside the restaurant's hours, marked at the range. */
function checkRanges(value: Ranges, ctx: z.RefinementCtx) {
  for (const issue of rangeIssues(value.restaurant, value.kitchen)) {
    ctx.addIssue({ code: 'custom', message: ISSUE_TEXT[issue.kind], path: [...issue.path, 'to'] });
  }
}

const DaySchema = z
  .object({
    day: z.number(),
    open: z.boolean(),
    restaurant: z.array(range),
    kitchen: z.array(range),
  })
  .superRefine((day, ctx) => {
    if (!day.open) return;
    if (day.restaurant.length === 0) {
      ctx.addIssue({
        code: 'custom',
        message: 'Egy nyitott napnak legalább egy idősáv kell',
        path: ['open'],
      });
    }
    checkRanges(day, ctx);
  });

const ExceptionSchema = z
  .object({
    id: z.number().optional(),
    from: requiredDate('Első nap'),
    to: requiredDate('Utolsó nap'),
    closed: z.boolean(),
    restaurant: z.array(range),
    kitchen: z.array(range),
    note: localizedOptional(),
  })
  .superRefine((exception, ctx) => {
    if (exception.from && exception.to && exception.to < exception.from) {
      ctx.addIssue({
        code: 'custom',
        message: 'Az utolsó nap nem lehet az első előtt',
        path: ['to'],
      });
    }
    if (exception.closed) return;
    if (exception.restaurant.length === 0) {
      ctx.addIssue({
        code: 'custom',
        message: 'Adjon meg idősávot, vagy jelölje zárva',
        path: ['closed'],
      });
    }
    checkRanges(exception, ctx);
  });

export const HoursFormSchema = z.object({
  days: z.array(DaySchema),
  exceptions: z.array(ExceptionSchema),
});
export type HoursForm = z.input<typeof HoursFormSchema>;

export const DAY_NAMES = ['Hétfő', 'Kedd', 'Szerda', 'Csütörtök', 'Péntek', 'Szombat', 'Vasárnap'];
export const DEFAULT_RANGE = { from: '10:00', to: '20:00' };

export function toForm(hours: OpeningHours): HoursForm {
  return {
    days: DAY_NAMES.map((_name, index) => {
      const weekly = hours.weekly.find((entry) => entry.day === index + 1);
      return {
        day: index + 1,
        open: Boolean(weekly),
        restaurant: weekly?.restaurant ?? [],
        kitchen: weekly?.kitchen ?? [],
      };
    }),
    exceptions: hours.exceptions,
  };
}

/** A day left closed is sent without ranges; a closed exception too. */
export function fromForm(form: z.output<typeof HoursFormSchema>): OpeningHoursInput {
  return {
    weekly: form.days
      .filter((day) => day.open)
      .map(({ day, restaurant, kitchen }) => ({ day, restaurant, kitchen })),
    exceptions: form.exceptions.map((exception) => ({
      ...exception,
      restaurant: exception.closed ? [] : exception.restaurant,
      kitchen: exception.closed ? [] : exception.kitchen,
    })),
  };
}
