import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { mediaQuery, thumbnailUrl } from '#web/admin/features/media/api.ts';
import { paths } from '#web/admin/lib/paths.ts';

/**
 * The logo as the header shows it beside the name. It is chosen where the other pictures are
 * placed, in 'Képek', so this says which it is and leads there.
 */
export function LogoNote(props: { logoMediaId: number | null }) {
  const media = useQuery(mediaQuery());
  const logo = media.data?.find((picture) => picture.id === props.logoMediaId);
  return (
    <div className="logo-note">
      {logo ? (
        <img
          className="logo-note__image"
          src={thumbnailUrl(logo)}
          alt={`A logó: ${logo.alt.hu}`}
          width={logo.width}
          height={logo.height}
        />
      ) : null}
      <p className="field__hint">
        {props.logoMediaId === null
          ? 'Nincs logó: a honlap fejlécében csak az étterem neve látszik.'
          : 'A honlap fejlécében ez a logó áll az étterem neve mellett.'}{' '}
        <Link to={paths.media()}>Logó választása a Képek között</Link>
      </p>
    </div>
  );
}
