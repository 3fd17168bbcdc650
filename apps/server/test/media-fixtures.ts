import zlib from 'node:zlib';
import sharp from 'sharp';

const BOUNDARY = '----restaurant-test-boundary';

/** A multipart/form-data request body with one file, as a browser's form would send it. */
export function multipart(
  bytes: Buffer,
  options: { field?: string; filename?: string; type?: string } = {},
) {
  const head = [
    `--${BOUNDARY}`,
    `Content-Disposition: form-data; name="${options.field ?? 'file'}"; filename="${options.filename ?? 'photo.jpg'}"`,
    `Content-Type: ${options.type ?? 'image/jpeg'}`,
    '',
    '',
  ].join('\r\n');
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

/** A noisy picture, so that encoders cannot shrink it to nothing. */
export async function picture(
  width: number,
  height: number,
  format: 'jpeg' | 'png' | 'webp' | 'avif' = 'jpeg',
): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .toFormat(format)
    .toBuffer();
}

/**
 * A landscape camera photo (80×40 as stored) that the camera marks as turned a quarter (EXIF
 * orientation 6), carrying its make and model and the GPS position where it was taken.
 */
export async function cameraPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 80, height: 40, channels: 3, background: '#c33' } })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'SecretCam', Model: 'Spy 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '47/1 29/1 12/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '19/1 3/1 48/1',
      },
    })
    .jpeg()
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small PNG whose header declares 30000×30000 pixels: decoding it would need gigabytes. */
export function pngBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30_000, 0);
  header.writeUInt32BE(30_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(30_001))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>',
);
export const HTML_PAGE = Buffer.from(
  '<!doctype html><html><body><script>alert(1)</script></body></html>',
);
export const PDF = Buffer.from(
  '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n',
);
