import { pageAt } from '@restaurant/contract/site.ts';
import { afterFirstPaint } from '#web/site/lib/after-first-paint.ts';
import { layOutBelow } from '#web/site/lib/lay-out-below.ts';
import { loadPage } from '#web/site/pages/load-page.ts';
import '#web/site/styles/site.css';

// A public page is complete as the server sends it: its links work and it shows everything. React
// and the site's components (most of the page's script) are fetched once the page is on screen,
// so the first paint waits only for the HTML, its inline style and the fonts.
void afterFirstPaint()
  .then(() => {
    // The page's own code comes beside React and the site's frame, not after them.
    const page = pageAt(window.location.pathname);
    return Promise.all([import('#web/site/hydrate.tsx'), page && loadPage(page)]);
  })
  // Hydration starts in a task of its own, not in the one that ran the script's code for the first
  // time; the sections below the first screen are laid out in the frames after it.
  .then(([{ hydrate }]) =>
    setTimeout(() => {
      hydrate();
      layOutBelow();
    }, 0),
  );
