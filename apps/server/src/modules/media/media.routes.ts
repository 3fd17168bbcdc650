import multipart from '@fastify/multipart';
import { z } from 'zod';
import { UPLOAD_MAX_BYTES } from '@restaurant/contract/limits.ts';
import { MediaAltInputSchema, MediaSchema } from '@restaurant/contract/media.ts';
import { IdParams, NoContent, type Api } from '#src/api.ts';
import type { Context } from '#src/context.ts';
import { AppError, NotFoundError, ValidationError } from '#src/lib/errors.ts';
import { audited } from '#src/modules/audit/audit.service.ts';
import { requireActor } from '#src/modules/auth/auth.guard.ts';
import * as mediaRepository from '#src/modules/media/media.repository.ts';
import {
  deletePicture,
  preparePicture,
  storePicture,
  type PicturesShown,
} from '#src/modules/media/media.service.ts';

const tags = ['media'];
/** Room for the multipart framing around the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

const tooLarge = () =>
  new AppError(
    413,
    'Content Too Large',
    `The file is larger than ${UPLOAD_MAX_BYTES / 1024 / 1024} MB.`,
  );

/**
 * A body the multipart parser cannot read (no boundary, cut short, not multipart at all) is the
 * client's fault: a 400, where the parser gives a plain error.
 */
const malformed = (error: { statusCode?: number }): never => {
  if (error instanceof AppError || (error.statusCode ?? 500) < 500) throw error;
  throw new ValidationError([
    { path: 'file', message: 'The body is not a well-formed multipart/form-data upload' },
  ]);
};

/** `shown` tells which pictures the site shows, which stay until another takes their place. */
export function mediaRoutes(app: Api, ctx: Context, shown: PicturesShown): void {
  app.get(
    '/media',
    {
      schema: {
        tags,
        summary: 'Every picture of the library, newest first',
        response: { 200: z.array(MediaSchema) },
      },
    },
    () => mediaRepository.findAll(ctx.db),
  );

  app.get(
    '/media/:id',
    {
      config: { problems: [404] },
      schema: {
        tags,
        summary: 'One picture of the library',
        params: IdParams,
        response: { 200: MediaSchema },
      },
    },
    async (request) => {
      const media = await mediaRepository.findById(ctx.db, request.params.id);
      if (!media) throw new NotFoundError(`Picture ${request.params.id}`);
      return media;
    },
  );

  // Multipart bodies are accepted by this one route only.
  void app.register(async (upload: Api) => {
    await upload.register(multipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 50 },
    });
    upload.post(
      '/media',
      {
        config: {
          uploadField: {
            name: 'file',
            description: `A JPEG, PNG, WebP or AVIF picture of at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MiB.`,
          },
        },
        schema: {
          tags,
          summary: 'Uploads a JPEG, PNG, WebP or AVIF picture (multipart/form-data, field `file`)',
          consumes: ['multipart/form-data'],
          response: { 201: MediaSchema },
        },
      },
      async (request, reply) => {
        const declared = Number(request.headers['content-length'] ?? 0);
        if (declared > UPLOAD_MAX_BYTES + FORM_OVERHEAD_BYTES) throw tooLarge();
        if (!request.isMultipart()) {
          throw new AppError(
            415,
            'Unsupported Media Type',
            'Send the picture as multipart/form-data.',
          );
        }
        const file = await request.file().catch(malformed);
        if (!file || file.fieldname !== 'file') {
          throw new ValidationError([
            { path: 'file', message: 'Send one picture in the field file' },
          ]);
        }
        const bytes = await file.toBuffer().catch((error: { statusCode?: number }) => {
          if (error.statusCode === 413) throw tooLarge();
          return malformed(error);
        });
        const picture = await preparePicture(bytes);
        const media = await audited(
          ctx,
          requireActor(request),
          {
            action: 'create',
            entity: 'media',
            load: (tx, id) => mediaRepository.findById(tx.db, id),
          },
          (tx) => storePicture(tx, picture, ctx.now()),
        );
        return reply.status(201).send(media);
      },
    );
  });

  app.put(
    '/media/:id',
    {
      config: { problems: [404] },
      schema: {
        tags,
        summary: "Sets a picture's alternative text in every language",
        params: IdParams,
        body: MediaAltInputSchema,
        response: { 200: MediaSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const media = await audited(
        ctx,
        requireActor(request),
        {
          action: 'update',
          entity: 'media',
          id,
          load: (tx, id) => mediaRepository.findById(tx.db, id),
        },
        (tx) => mediaRepository.updateAlt(tx.db, id, request.body.alt),
      );
      if (!media) throw new NotFoundError(`Picture ${id}`);
      return media;
    },
  );

  app.delete(
    '/media/:id',
    {
      config: { problems: [404, 409] },
      schema: {
        tags,
        summary: 'Deletes a picture; 409 while the hero, the logo or the gallery shows it',
        params: IdParams,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await audited(
        ctx,
        requireActor(request),
        {
          action: 'delete',
          entity: 'media',
          id,
          load: (tx, id) => mediaRepository.findById(tx.db, id),
        },
        (tx) => deletePicture(tx, id, shown),
      );
      return reply.status(204).send(null);
    },
  );
}
