/**
 * Resolves once the page has loaded and the browser has shown its first content. Where the
 * browser cannot report its paints, a frame after the load stands in.
 */
export function afterFirstPaint(): Promise<void> {
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
  const painted = new Promise<void>((resolve) => {
    // Older browsers lack the observer or its list of entry types.
    const types = (window.PerformanceObserver as Partial<typeof PerformanceObserver> | undefined)
      ?.supportedEntryTypes;
    if (!types?.includes('paint')) {
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
