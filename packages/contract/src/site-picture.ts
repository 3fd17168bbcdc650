import type { Language } from './languages.ts';

/** A picture as the public pages draw it: a `<picture>` with AVIF, WebP and JPEG at each width. */
export type SitePicture = {
  id: number;
  width: number;
  height: number;
  alt: Record<Language, string>;
  /** The files are `${base}/${width}.${avif|webp|jpg}`. */
  base: string;
  widths: number[];
};

export const PICTURE_FORMATS = [
  { extension: 'avif', type: 'image/avif' },
  { extension: 'webp', type: 'image/webp' },
  { extension: 'jpg', type: 'image/jpeg' },
] as const;
export type PictureExtension = (typeof PICTURE_FORMATS)[number]['extension'];

export function srcSet(picture: Pick<SitePicture, 'base' | 'widths'>, extension: string): string {
  return picture.widths
    .map((width) => `${picture.base}/${width}.${extension} ${width}w`)
    .join(', ');
}
