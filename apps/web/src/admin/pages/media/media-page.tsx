import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { GALLERY_MAX } from '@restaurant/contract/limits.ts';
import type { Media } from '@restaurant/contract/media.ts';
import type { Restaurant } from '@restaurant/contract/restaurant.ts';
import { waitingState } from '#web/admin/components/states.tsx';
import { useToast } from '#web/admin/components/toast.tsx';
import { useDeleteConfirmation } from '#web/admin/components/use-delete-confirmation.tsx';
import {
  galleryQuery,
  mediaQuery,
  useDeleteMedia,
  useSaveGallery,
} from '#web/admin/features/media/api.ts';
import { GalleryOrder } from '#web/admin/features/media/gallery-order.tsx';
import { MediaCard, type Place } from '#web/admin/features/media/media-card.tsx';
import { UploadPanel } from '#web/admin/features/media/upload-panel.tsx';
import { restaurantQuery, useSaveRestaurant } from '#web/admin/features/restaurant/api.ts';
import { useAuth } from '#web/admin/lib/auth.tsx';
import { saveErrorMessage } from '#web/admin/lib/form-messages.ts';

function Library(props: {
  media: Media[];
  gallery: number[];
  restaurant: Restaurant | null;
  /** An owner places pictures on the site; an editor sees only the texts and the upload. */
  isOwner: boolean;
}) {
  const toast = useToast();
  const saveGallery = useSaveGallery();
  const saveRestaurant = useSaveRestaurant();
  const deleteMedia = useDeleteMedia();
  const [error, setError] = useState<string | null>(null);
  const busy = saveGallery.isPending || saveRestaurant.isPending;
  const deletion = useDeleteConfirmation({
    title: 'Kép törlése',
    message: 'Biztosan törli ezt a képet? A törlés nem vonható vissza.',
    conflictMessage: 'A kép nem törölhető, mert a honlap használja (nyitókép, logó vagy galéria).',
    failureMessage: 'Hiba történt a kép törlése közben.',
    remove: (id) => deleteMedia.mutateAsync(id),
  });

  const run = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
      toast('Mentve');
    } catch (cause) {
      setError(saveErrorMessage(cause));
    }
  };
  const setGallery = (ids: number[]) => run(() => saveGallery.mutateAsync(ids));
  const restaurant = props.restaurant;
  /** Puts a picture in or out of the gallery and makes it the hero or the logo, as its card asks. */
  const savePlace = async (id: number, place: Place) => {
    const inGallery = props.gallery.includes(id);
    if (place.inGallery !== inGallery) {
      await saveGallery.mutateAsync(
        place.inGallery ? [...props.gallery, id] : props.gallery.filter((other) => other !== id),
      );
    }
    if (!restaurant) return;
    // Ticked, the picture takes the place; unticked, it leaves it empty if it held it.
    const held = (ticked: boolean, current: number | null) =>
      ticked ? id : current === id ? null : current;
    const heroMediaId = held(place.hero, restaurant.heroMediaId);
    const logoMediaId = held(place.logo, restaurant.logoMediaId);
    if (heroMediaId !== restaurant.heroMediaId || logoMediaId !== restaurant.logoMediaId) {
      await saveRestaurant.mutateAsync({ ...restaurant, heroMediaId, logoMediaId });
    }
  };

  return (
    <>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      {props.isOwner ? (
        <section aria-labelledby="gallery-title">
          <h2 id="gallery-title">Galéria sorrendje</h2>
          <p className="field__hint">
            A kezdőlap galériája legalább 1, legfeljebb {GALLERY_MAX} képet mutat ebben a
            sorrendben.
          </p>
          <GalleryOrder
            ids={props.gallery}
            media={props.media}
            busy={busy}
            onChange={(ids) => void setGallery(ids)}
          />
        </section>
      ) : null}
      <section aria-labelledby="library-title">
        <h2 id="library-title">Képtár</h2>
        {props.media.length === 0 ? <p>Még nincs feltöltött kép.</p> : null}
        <ul className="media-grid">
          {props.media.map((media) => (
            <MediaCard
              key={media.id}
              media={media}
              isHero={restaurant?.heroMediaId === media.id}
              isLogo={restaurant?.logoMediaId === media.id}
              inGallery={props.gallery.includes(media.id)}
              place={
                props.isOwner
                  ? {
                      galleryFull: props.gallery.length >= GALLERY_MAX,
                      onlyInGallery: props.gallery.length === 1 && props.gallery[0] === media.id,
                      profileSaved: restaurant !== null,
                      save: (place) => savePlace(media.id, place),
                    }
                  : null
              }
              busy={busy}
              onDelete={() => deletion.ask(media.id)}
            />
          ))}
        </ul>
      </section>
      {deletion.dialog}
    </>
  );
}

/** /admin/kepek: upload, alternative texts, the gallery's order, the hero picture and the logo. */
export function MediaPage() {
  const { state } = useAuth();
  const isOwner = state.status === 'authenticated' && state.user.role === 'owner';
  const media = useQuery(mediaQuery());
  const gallery = useQuery(galleryQuery());
  const restaurant = useQuery(restaurantQuery());
  const waiting = waitingState('Képek betöltése...', [
    [media, 'Hiba történt a képek betöltése közben.'],
    [gallery, 'Hiba történt a galéria betöltése közben.'],
    [restaurant, 'Hiba történt az étterem adatainak betöltése közben.'],
  ]);
  return (
    <section className="admin-page" aria-labelledby="page-title">
      <h1 id="page-title">Képek</h1>
      <UploadPanel />
      {waiting ?? (
        <Library
          media={media.data!}
          gallery={gallery.data!.mediaIds}
          restaurant={restaurant.data ?? null}
          isOwner={isOwner}
        />
      )}
    </section>
  );
}
