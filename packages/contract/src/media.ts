import { z } from 'zod';
import { IdSchema } from './common.ts';
import { ALT_MAX_LENGTH, GALLERY_MAX } from './limits.ts';

const alt = z
  .string()
  .trim()
  .min(1, 'Must not be blank')
  .max(ALT_MAX_LENGTH, `At most ${ALT_MAX_LENGTH} characters`)
  .refine((text) => !/\p{Cc}/u.test(text), 'Must not contain control characters');

/** A picture's alternative text; every language is needed before the site shows the picture. */
export const MediaAltInputSchema = z
  .strictObject({ alt: z.strictObject({ hu: alt, en: alt, de: alt }) })
  .meta({ id: 'MediaAlt' });
export type MediaAltInput = z.infer<typeof MediaAltInputSchema>;

export const MediaSchema = z
  .object({
    id: z.number(),
    width: z.number(),
    height: z.number(),
    /** Blank in a language until someone writes it. */
    alt: z.object({ hu: z.string(), en: z.string(), de: z.string() }),
    /** The largest JPEG; `srcset` is built from `base` and `widths`. */
    url: z.string(),
    base: z.string(),
    widths: z.array(z.number()),
    createdAt: z.number(),
  })
  .meta({ id: 'Media' });
export type Media = z.infer<typeof MediaSchema>;

export const GallerySchema = z
  .strictObject({
    mediaIds: z
      .array(IdSchema)
      .min(1, 'The gallery needs at least one picture')
      .max(GALLERY_MAX, `At most ${GALLERY_MAX} pictures`)
      .refine((ids) => new Set(ids).size === ids.length, 'A picture may appear once'),
  })
  .meta({ id: 'Gallery' });
export type Gallery = z.infer<typeof GallerySchema>;

/** The gallery as stored; empty until pictures are chosen. */
export const GalleryResponseSchema = z.object({ mediaIds: z.array(z.number()) });
