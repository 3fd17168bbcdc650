import { z } from 'zod';
import { DIET_TAGS } from './diet-tags.ts';

export const DietTagSchema = z.enum(DIET_TAGS);

/** A dish's diet tags: each at most once, read back in the order of DIET_TAGS. */
export const DietTagsSchema = z
  .array(DietTagSchema)
  .max(DIET_TAGS.length)
  .refine((tags) => new Set(tags).size === tags.length, 'Diet tags must not repeat');
