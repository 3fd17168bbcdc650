import { queryOptions, useMutation } from '@tanstack/react-query';
import type { Gallery, Media, MediaAltInput } from '@restaurant/contract/media.ts';
import { api, upload } from '#web/admin/lib/api-client.ts';
import { useInvalidate } from '#web/admin/lib/use-invalidate.ts';

const KEY = ['media'] as const;
const GALLERY_KEY = ['gallery'] as const;

export const mediaQuery = () =>
  queryOptions({ queryKey: KEY, queryFn: () => api<Media[]>('GET', '/api/media') });

export const galleryQuery = () =>
  queryOptions({ queryKey: GALLERY_KEY, queryFn: () => api<Gallery>('GET', '/api/gallery') });

export function useUploadMedia() {
  const invalidate = useInvalidate(KEY);
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (done: number) => void }) =>
      upload<Media>('/api/media', file, onProgress),
    onSuccess: invalidate,
  });
}

export function useSaveAlt() {
  const invalidate = useInvalidate(KEY);
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: MediaAltInput }) =>
      api<Media>('PUT', `/api/media/${id}`, input),
    onSuccess: invalidate,
  });
}

export function useDeleteMedia() {
  const invalidate = useInvalidate(KEY);
  return useMutation({
    mutationFn: (id: number) => api<void>('DELETE', `/api/media/${id}`),
    onSuccess: invalidate,
  });
}

export function useSaveGallery() {
  const invalidate = useInvalidate(GALLERY_KEY);
  return useMutation({
    mutationFn: (mediaIds: number[]) => api<Gallery>('PUT', '/api/gallery', { mediaIds }),
    onSettled: invalidate,
  });
}

/** Whether the site may show the picture: it needs its alternative text in every language. */
export const hasAlt = (media: Pick<Media, 'alt'>) =>
  Boolean(media.alt.hu && media.alt.en && media.alt.de);

/** The smallest stored JPEG, for a thumbnail. */
export const thumbnailUrl = (media: Pick<Media, 'base' | 'widths'>) =>
  `${media.base}/${media.widths[0]}.jpg`;
