import { GalleryResponseSchema, GallerySchema } from '@restaurant/contract/media.ts';
import { SHARED_READ, type Api } from '#src/api.ts';
import type { Context } from '#src/context.ts';
import { ONLY_ONE, audited } from '#src/modules/audit/audit.service.ts';
import { requireActor } from '#src/modules/auth/auth.guard.ts';
import * as galleryRepository from '#src/modules/gallery/gallery.repository.ts';
import { saveGallery } from '#src/modules/gallery/gallery.service.ts';

const tags = ['gallery'];

export function galleryRoutes(app: Api, ctx: Context): void {
  app.get(
    '/gallery',
    {
      config: SHARED_READ,
      schema: {
        tags,
        summary: "The home page's gallery, in order",
        response: { 200: GalleryResponseSchema },
      },
    },
    () => galleryRepository.find(ctx.db),
  );

  app.put(
    '/gallery',
    {
      config: { role: 'owner' },
      schema: {
        tags,
        summary: 'Sets the gallery: 1 to 12 pictures of the library, in order',
        body: GallerySchema,
        response: { 200: GalleryResponseSchema },
      },
    },
    (request) =>
      audited(
        ctx,
        requireActor(request),
        {
          action: 'update',
          entity: 'gallery',
          id: ONLY_ONE,
          load: (tx) => galleryRepository.find(tx.db),
        },
        (tx) => saveGallery(tx, request.body),
      ),
  );
}
