import { z } from 'zod';
import { DateSchema, IdSchema } from './common.ts';
import { LocalizedDescriptionSchema } from './localized-text.ts';
import { rangeMinutes, type TimeRange } from './opening-times.ts';

export const TimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Must be a time in HH:MM form (00:00–23:59)');

const TimeRangeSchema = z
  .strictObject({ from: TimeSchema, to: TimeSchema })
  .refine((range) => range.from !== range.to, {
    message: 'Must not start and end at the same time',
    path: ['to'],
  });

const MAX_RANGES = 6;
const ranges = z.array(TimeRangeSchema).max(MAX_RANGES);

type Issue = { kind: 'overlap' | 'kitchenOutside'; message: string; path: (string | number)[] };

/** Overlaps among one day's ranges, and kitchen ranges that lie outside every restaurant range. */
export function rangeIssues(restaurant: TimeRange[], kitchen: TimeRange[]): Issue[] {
  const issues: Issue[] = [];
  for (const [name, list] of [
    ['restaurant', restaurant],
    ['kitchen', kitchen],
  ] as const) {
    const sorted = list.map((range, index) => ({ ...rangeMinutes(range), index }));
    sorted.sort((a, b) => a.start - b.start);
    for (let i = 1; i < sorted.length; i++) {
      if (sorted[i]!.start < sorted[i - 1]!.end) {
        issues.push({
          kind: 'overlap',
          message: 'Overlaps another range of the day',
          path: [name, sorted[i]!.index],
        });
      }
    }
  }
  kitchen.forEach((range, index) => {
    const { start, end } = rangeMinutes(range);
    const inside = restaurant.some((open) => {
      const outer = rangeMinutes(open);
      return start >= outer.start && end <= outer.end;
    });
    if (!inside) {
      issues.push({
        kind: 'kitchenOutside',
        message: "Must lie inside one of the restaurant's ranges",
        path: ['kitchen', index],
      });
    }
  });
  return issues;
}

const WeeklyDaySchema = z
  .strictObject({
    day: z
      .number()
      .int()
      .min(1, 'Must be 1 (Monday) to 7 (Sunday)')
      .max(7, 'Must be 1 (Monday) to 7 (Sunday)'),
    restaurant: ranges.min(1, 'An open day needs at least one range; leave a closed day out'),
    kitchen: ranges,
  })
  .superRefine((day, ctx) => {
    for (const { message, path } of rangeIssues(day.restaurant, day.kitchen))
      ctx.addIssue({ code: 'custom', message, path });
  });

const ExceptionInputSchema = z
  .strictObject({
    id: IdSchema.optional(),
    from: DateSchema,
    to: DateSchema,
    closed: z.boolean(),
    restaurant: ranges,
    kitchen: ranges,
    note: LocalizedDescriptionSchema,
  })
  .superRefine((exception, ctx) => {
    if (exception.to < exception.from) {
      ctx.addIssue({ code: 'custom', message: 'Must not be before from', path: ['to'] });
    }
    if (exception.closed && (exception.restaurant.length > 0 || exception.kitchen.length > 0)) {
      ctx.addIssue({
        code: 'custom',
        message: 'A closed exception has no ranges',
        path: ['restaurant'],
      });
    }
    if (!exception.closed && exception.restaurant.length === 0) {
      ctx.addIssue({
        code: 'custom',
        message: 'Needs at least one range unless closed',
        path: ['restaurant'],
      });
    }
    for (const { message, path } of rangeIssues(exception.restaurant, exception.kitchen)) {
      ctx.addIssue({ code: 'custom', message, path });
    }
  });

export const OpeningHoursInputSchema = z
  .strictObject({
    weekly: z.array(WeeklyDaySchema).max(7),
    exceptions: z.array(ExceptionInputSchema).max(100),
  })
  .superRefine((hours, ctx) => {
    const seen = new Set<number>();
    hours.weekly.forEach((day, index) => {
      if (seen.has(day.day)) {
        ctx.addIssue({
          code: 'custom',
          message: 'Each day may appear once',
          path: ['weekly', index, 'day'],
        });
      }
      seen.add(day.day);
    });
    const ids = hours.exceptions.map((exception) => exception.id).filter((id) => id !== undefined);
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({
        code: 'custom',
        message: 'Exception ids must not repeat',
        path: ['exceptions'],
      });
    }
  })
  .meta({ id: 'OpeningHoursReplacement' });
export type OpeningHoursInput = z.infer<typeof OpeningHoursInputSchema>;

const RangeOutSchema = z.object({ from: z.string(), to: z.string() });
const NoteSchema = z.object({ hu: z.string(), en: z.string(), de: z.string() });

export const OpeningHoursSchema = z
  .object({
    weekly: z.array(
      z.object({
        day: z.number(),
        restaurant: z.array(RangeOutSchema),
        kitchen: z.array(RangeOutSchema),
      }),
    ),
    exceptions: z.array(
      z.object({
        id: z.number(),
        from: z.string(),
        to: z.string(),
        closed: z.boolean(),
        restaurant: z.array(RangeOutSchema),
        kitchen: z.array(RangeOutSchema),
        note: NoteSchema,
      }),
    ),
  })
  .meta({ id: 'OpeningHours' });
export type OpeningHours = z.infer<typeof OpeningHoursSchema>;
export type OpeningException = OpeningHours['exceptions'][number];
