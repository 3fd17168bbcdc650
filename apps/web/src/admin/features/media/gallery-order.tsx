import type { Media } from '@restaurant/contract/media.ts';
import { MoveButtons, moved } from '#web/admin/components/move-buttons.tsx';
import { thumbnailUrl } from '#web/admin/features/media/api.ts';

/** The gallery's pictures in the order the home page shows them, moved with the arrow buttons. */
export function GalleryOrder(props: {
  ids: number[];
  media: Media[];
  busy: boolean;
  onChange: (ids: number[]) => void;
}) {
  const byId = new Map(props.media.map((media) => [media.id, media]));
  if (props.ids.length === 0) return <p>A galéria üres; adjon hozzá képeket lent.</p>;
  return (
    <ol className="gallery-order">
      {props.ids.map((id, index) => {
        const media = byId.get(id);
        const name = media?.alt.hu || `${id}. kép`;
        return (
          <li key={id} className="gallery-order__item">
            {media ? <img src={thumbnailUrl(media)} alt="" width={96} height={72} /> : null}
            <span className="gallery-order__name">
              {index + 1}. {name}
            </span>
            <MoveButtons
              index={index}
              count={props.ids.length}
              name={name}
              busy={props.busy}
              onMove={(step) => props.onChange(moved(props.ids, index, step))}
            />
          </li>
        );
      })}
    </ol>
  );
}
