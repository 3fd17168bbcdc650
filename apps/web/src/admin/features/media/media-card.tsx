import type { Media } from '@restaurant/contract/media.ts';
import { hasAlt, thumbnailUrl } from '#web/admin/features/media/api.ts';
import { AltForm } from '#web/admin/features/media/alt-form.tsx';

type Props = {
  media: Media;
  isHero: boolean;
  inGallery: boolean;
  galleryFull: boolean;
  /** The gallery's only picture cannot leave it: the gallery needs at least one. */
  onlyInGallery: boolean;
  /** No profile yet, so no hero can be chosen. */
  heroChoosable: boolean;
  busy: boolean;
  onToggleGallery: () => void;
  onMakeHero: () => void;
  onDelete: () => void;
};

/** One picture of the library: what the site does with it, its texts and what can be done. */
export function MediaCard(props: Props) {
  const { media } = props;
  const ready = hasAlt(media);
  const shown = props.isHero || props.inGallery;
  return (
    <li className="media-card">
      <img
        className="media-card__image"
        src={thumbnailUrl(media)}
        alt={media.alt.hu || `${media.id}. kép`}
        width={media.width}
        height={media.height}
        loading="lazy"
      />
      <p className="media-card__facts">
        {media.width}×{media.height} px
        {props.isHero ? <span className="badge">Nyitókép</span> : null}
        {props.inGallery ? <span className="badge">Galériában</span> : null}
        {ready ? null : <span className="badge badge--warning">Hiányzó alternatív szöveg</span>}
      </p>
      <AltForm media={media} />
      {ready ? null : (
        <p className="field__hint">
          A kép csak akkor jelenhet meg a honlapon, ha mindhárom nyelven van alternatív szövege.
        </p>
      )}
      <div className="media-card__actions">
        <button
          type="button"
          className="btn btn--secondary btn--small"
          disabled={
            props.busy || props.onlyInGallery || (!props.inGallery && (!ready || props.galleryFull))
          }
          onClick={props.onToggleGallery}
        >
          {props.inGallery ? 'Kivétel a galériából' : 'Galériába'}
        </button>
        <button
          type="button"
          className="btn btn--secondary btn--small"
          disabled={props.busy || props.isHero || !ready || !props.heroChoosable}
          onClick={props.onMakeHero}
        >
          Legyen ez a nyitókép
        </button>
        <button
          type="button"
          className="btn btn--danger-outline btn--small"
          disabled={props.busy || shown}
          title={shown ? 'A honlapon látható kép nem törölhető' : undefined}
          onClick={props.onDelete}
        >
          Törlés
        </button>
      </div>
    </li>
  );
}
