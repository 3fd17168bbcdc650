import sharp, { type Sharp } from 'sharp';

export type ImageType = 'jpeg' | 'png' | 'webp' | 'avif';
export type EncodedFile = { width: number; format: 'avif' | 'webp' | 'jpg'; bytes: Buffer };

/** The widths a picture is stored at, for `srcset`; a smaller picture is kept at its own width. */
const TARGET_WIDTHS = [480, 960, 1600];

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (bytes: Uint8Array, from: number, to: number) =>
  Buffer.from(bytes.subarray(from, to)).toString('latin1');

/** What the first bytes say the file is, whatever its name or declared type. */
export function sniffImageType(bytes: Uint8Array): ImageType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 4, 8) === 'ftyp') {
    // The major brand and the compatible brands of the ISO file's first box.
    const boxSize = Math.min(Buffer.from(bytes.subarray(0, 4)).readUInt32BE(0), 64, bytes.length);
    for (let at = 8; at + 4 <= boxSize; at += 4) {
      const brand = ascii(bytes, at, at + 4);
      if (brand === 'avif' || brand === 'avis') return 'avif';
    }
  }
  return undefined;
}

/** The size the file declares in its header, read without decoding the pixels. */
export async function declaredSize(
  bytes: Uint8Array,
): Promise<{ format: string; width: number; height: number } | undefined> {
  try {
    // Only the header is read here, so sharp's own pixel limit need not guard it.
    const { format, width, height } = await sharp(bytes, { limitInputPixels: false }).metadata();
    return width && height ? { format, width, height } : undefined;
  } catch {
    return undefined;
  }
}

const SHARP_FORMAT: Record<ImageType, string> = {
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  avif: 'heif',
};

/** Whether sharp reads the header as the same kind of file as its first bytes say. */
export function formatMatches(type: ImageType, format: string): boolean {
  return SHARP_FORMAT[type] === format;
}

/**
 * Decodes the whole picture once (failing on a truncated file), turns it upright by its EXIF
 * orientation and writes AVIF, WebP and JPEG at each width. sharp writes no metadata unless asked,
 * so nothing of the original's EXIF, GPS or camera data survives.
 */
export async function encodePicture(
  bytes: Uint8Array,
  maxPixels: number,
): Promise<{ width: number; height: number; files: EncodedFile[] }> {
  const largest = TARGET_WIDTHS[TARGET_WIDTHS.length - 1]!;
  const { data, info } = await sharp(bytes, { failOn: 'truncated', limitInputPixels: maxPixels })
    .rotate()
    .resize({ width: largest, withoutEnlargement: true })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const widths = [...TARGET_WIDTHS.filter((width) => width < info.width), info.width];
  const encoders = {
    // The fastest settings: uploads and the demo's pictures are encoded while someone waits.
    avif: (image: Sharp) => image.avif({ quality: 50, effort: 0 }),
    webp: (image: Sharp) => image.webp({ quality: 78, effort: 2 }),
    jpg: (image: Sharp) =>
      image.flatten({ background: '#ffffff' }).jpeg({ quality: 80, progressive: true }),
  };
  const files = await Promise.all(
    widths.flatMap((width) =>
      (Object.keys(encoders) as EncodedFile['format'][]).map(async (format) => ({
        width,
        format,
        bytes: await encoders[format](sharp(data, raw).resize({ width })).toBuffer(),
      })),
    ),
  );
  return { width: info.width, height: info.height, files };
}
