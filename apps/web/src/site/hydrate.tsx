import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { pageAt, type EmbeddedState } from '@restaurant/contract/site.ts';
import { Router } from '#web/site/lib/router.tsx';
import { pageToFetch } from '#web/site/pages/load-page.ts';
import { SiteApp } from '#web/site/site-app.tsx';
import { apiSource } from '#web/site/lib/site-source.ts';

/** A page's code, when moving there must wait for it. */
function pageCode(pathname: string) {
  const page = pageAt(pathname);
  return page && pageToFetch(page);
}

/**
 * Says once that the page differed from the server's HTML: React then renders the part that
 * differed afresh (a live part, or the page's data, which reads itself again), and whatever else
 * differs is the same mistake.
 */
function reportOnce(): (error: unknown) => void {
  let reported = false;
  return (error) => {
    if (reported) return;
    reported = true;
    console.error(
      "The page differed from the server's HTML while hydrating; it was rendered afresh.",
      error,
    );
  };
}

/** Brings the server-rendered page to life with the state the server embedded in it. */
export function hydrate(): void {
  const state = JSON.parse(document.getElementById('site-state')!.textContent!) as EmbeddedState;
  // As a transition, hydration yields to the browser between short slices. The page's data
  // stays as the server wrote it (WithPageData): only its frame and the live parts are walked.
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <Router url={window.location.href} beforeMove={pageCode}>
        <SiteApp state={state} source={apiSource} />
      </Router>,
      { onRecoverableError: reportOnce() },
    );
  });
}
