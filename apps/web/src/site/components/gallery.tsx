import { useEffect, useRef, useState } from 'react';
import { useLanguage } from '#web/site/i18n/language-provider.tsx';

const PHOTOS = [1, 2, 3, 4] as const;

function Photo(props: { index: number }) {
  const { t } = useLanguage();
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // The image may have failed before the page became interactive.
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setFailed(true);
  }, []);
  if (failed) {
    return (
      <div className="gallery__failed" role="img" aria-label={t(`gallery.alt${props.index}`)}>
        {t('media.imageFailed')}
      </div>
    );
  }
  return (
    <img
      ref={image}
      src={`/media/gallery-${props.index}.svg`}
      alt={t(`gallery.alt${props.index}`)}
      width="800"
      height="600"
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}

export function Gallery() {
  return (
    <ul className="gallery">
      {PHOTOS.map((index) => (
        <li key={index}>
          <Photo index={index} />
        </li>
      ))}
    </ul>
  );
}
