import { z } from 'zod';
import { PRICE_MAX, SORT_ORDER_MAX } from './limits.ts';

const MAX_ID = 2_147_483_647;

export const IdSchema = z.number().int().positive().max(MAX_ID);

/** A positive integer id as it appears in a URL path. */
export const IdParamSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/, 'Must be a positive integer')
  .transform(Number)
  .pipe(z.number().max(MAX_ID, 'Must be a positive integer'));

export const SortOrderSchema = z.number().int().min(0).max(SORT_ORDER_MAX);

/** Whole forints; what a guest pays for a dish or a drink. */
export const PriceSchema = z.number().int().positive().max(PRICE_MAX);

/** Whole forints; a daily or offer item may be included at no charge. */
export const ItemPriceSchema = z.number().int().min(0).max(PRICE_MAX);

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Reckoned without a Date: public reads check their dates on every request. */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(5, 7));
  const day = Number(value.slice(8, 10));
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1];
  return days !== undefined && day >= 1 && day <= days;
}

export const DateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a date in YYYY-MM-DD form')
  .refine(isCalendarDate, 'Must be a real calendar date');

/** An ISO 8601 date-time with Z or an offset, such as a browser's toISOString(). */
export const DateTimeSchema = z.iso
  .datetime({ offset: true })
  .refine((value) => isCalendarDate(value.slice(0, 10)), 'Must be a real calendar date');

/** The new order of a daily menu's or an offer's items: each of its item ids once, first first. */
export const ItemOrderSchema = z
  .strictObject({
    itemIds: z
      .array(IdSchema)
      .max(500)
      .refine((ids) => new Set(ids).size === ids.length, 'Item ids must not repeat'),
  })
  .meta({ id: 'ItemOrder' });
export type ItemOrder = z.infer<typeof ItemOrderSchema>;
