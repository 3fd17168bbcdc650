import { useEffect, useRef, useState } from 'react';
import { PAGE_PATHS } from '@restaurant/contract/site.ts';
import { Link } from '#web/site/lib/router.tsx';
import { useLanguage } from '#web/site/i18n/language-provider.tsx';
import { RESTAURANT } from '#web/site/lib/restaurant.ts';

/** The opening scene: a quiet looping video over its poster, still for those who ask for less motion. */
export function Hero() {
  const { t } = useLanguage();
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (element.error) setFailed(true);
    if (!window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      element.play().catch(() => undefined);
    }
  }, []);

  return (
    <section className="hero" aria-labelledby="hero-title">
      <video
        ref={video}
        className="hero__video"
        poster="/media/hero-poster.webp"
        muted
        loop
        playsInline
        preload="none"
        width="1280"
        height="720"
        aria-hidden="true"
      >
        <source src="/media/hero.webm" type="video/webm" />
        <source src="/media/hero.mp4" type="video/mp4" onError={() => setFailed(true)} />
      </video>
      {failed ? (
        <p className="hero__video-failed" role="status">
          {t('media.videoUnavailable')}
        </p>
      ) : null}
      <div className="hero__content">
        <p className="hero__kicker">{t('home.kicker')}</p>
        <h1 id="hero-title">{RESTAURANT.name}</h1>
        <p className="hero__lead">{t('home.lead')}</p>
        <div className="hero__actions">
          <Link className="button button--primary" to={PAGE_PATHS.menu}>
            {t('home.seeMenu')}
          </Link>
          <a className="button button--ghost" href={RESTAURANT.phoneHref}>
            {t('home.book')}
          </a>
        </div>
      </div>
    </section>
  );
}
