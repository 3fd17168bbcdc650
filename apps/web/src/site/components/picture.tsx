import { useEffect, useRef, useState } from 'react';
import { srcSet, type SitePicture } from '@restaurant/contract/site-picture.ts';
import { useLanguage } from '#web/site/i18n/language-provider.tsx';

/**
 * A picture of the media library in AVIF, WebP or JPEG at the width the layout needs, with its
 * size given so nothing moves as it loads, and its alternative text in the page's language.
 */
export function Picture(props: {
  picture: SitePicture;
  /** The `sizes` attribute: how wide the picture is drawn. */
  sizes: string;
  /** Above the fold: loaded at once and first. */
  eager?: boolean;
  /** Beside a text that says the same, such as a logo by the name: no alternative text. */
  decorative?: boolean;
  className?: string;
}) {
  const { lang, t } = useLanguage();
  const { picture } = props;
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // The picture may have failed before the page became interactive.
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setFailed(true);
  }, []);
  const alt = props.decorative ? '' : picture.alt[lang];
  if (failed) {
    if (props.decorative) return null;
    return (
      <div className={`picture-failed ${props.className ?? ''}`} role="img" aria-label={alt}>
        {t('media.imageFailed')}
      </div>
    );
  }
  const fallbackWidth = picture.widths.find((width) => width >= 960) ?? picture.widths.at(-1);
  return (
    <picture className={props.className}>
      <source type="image/avif" srcSet={srcSet(picture, 'avif')} sizes={props.sizes} />
      <source type="image/webp" srcSet={srcSet(picture, 'webp')} sizes={props.sizes} />
      <img
        ref={image}
        src={`${picture.base}/${fallbackWidth}.jpg`}
        srcSet={srcSet(picture, 'jpg')}
        sizes={props.sizes}
        width={picture.width}
        height={picture.height}
        alt={alt}
        loading={props.eager ? 'eager' : 'lazy'}
        fetchPriority={props.eager ? 'high' : undefined}
        decoding="async"
        onError={() => setFailed(true)}
      />
    </picture>
  );
}
