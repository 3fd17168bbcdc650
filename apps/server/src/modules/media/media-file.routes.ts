import type { FastifyInstance } from 'fastify';
import { PICTURE_FORMATS } from '@restaurant/contract/site-picture.ts';
import type { Context } from '#src/context.ts';
import { NotFoundError } from '#src/lib/errors.ts';
import * as mediaRepository from '#src/modules/media/media.repository.ts';

const CONTENT_TYPES = new Map<string, string>(
  PICTURE_FORMATS.map((format) => [format.extension, format.type]),
);

/**
 * The library's files at /media/p/{key}/{width}.{avif|webp|jpg}. A file never changes under its
 * address (a new upload gets a new key), so it is cached for a year.
 */
export function mediaFileRoutes(app: FastifyInstance, ctx: Context): void {
  app.get<{ Params: { key: string; file: string } }>(
    '/media/p/:key/:file',
    async (request, reply) => {
      const match = /^(\d{1,5})\.(avif|webp|jpg)$/.exec(request.params.file);
      const key = /^[0-9a-f]{24}$/.test(request.params.key) ? request.params.key : undefined;
      const bytes =
        match && key
          ? await mediaRepository.findFile(ctx.db, {
              key,
              width: Number(match[1]),
              format: match[2]!,
            })
          : undefined;
      if (!bytes || !match) throw new NotFoundError('The picture');
      return reply
        .type(CONTENT_TYPES.get(match[2]!)!)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(Buffer.from(bytes));
    },
  );
}
