import '#web/site/styles/site.css';

/**
 * Resolves once the page has loaded and the browser has shown its first content. Where the
 * browser cannot report its paints, a frame after the load stands in.
 */
function afterFirstPaint(): Promise<void> {
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
  const painted = new Promise<void>((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes.includes('paint')) {
      void loaded.then(() => requestAnimationFrame(() => setTimeout(resolve, 0)));
      return;
    }
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
  });
  return Promise.all([loaded, painted]).then(() => undefined);
}

// A public page is complete as the server sends it: its links work and it shows everything. React
// (most of the page's script) is fetched once the page is on screen, so the first paint waits only
// for the HTML, its inline style and the fonts.
void afterFirstPaint()
  .then(() => import('#web/site/hydrate.tsx'))
  // Hydration starts in a task of its own, not in the one that ran React's code for the first time.
  .then(({ hydrate }) => setTimeout(hydrate, 0));
