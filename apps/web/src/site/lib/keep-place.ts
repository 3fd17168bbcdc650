import { layOutAll } from '#web/site/lib/lay-out-below.ts';

/** A named element of the page and how far it is from the top of the window. */
type Place = { id: string; top: number };

/**
 * What the guest is reading: the first named element (a section, a day, a dish list's heading)
 * that starts in the window, or else the last one that started above it.
 */
function placeRead(): Place | null {
  let place: Place | null = null;
  for (const element of document.querySelectorAll('main [id]')) {
    // What is not shown (the folded earlier days) has no place on the screen.
    if (element.getClientRects().length === 0) continue;
    const top = element.getBoundingClientRect().top;
    if (top >= 0 && top < window.innerHeight) return { id: element.id, top };
    if (top < 0) place = { id: element.id, top };
  }
  return place;
}

/**
 * Makes a change that rewrites the page's text (its language) and keeps what the guest was
 * reading where it was on the screen, though the text above it grew or shrank.
 */
export async function keepingPlace(change: () => Promise<void>): Promise<void> {
  const place = window.scrollY > 0 ? placeRead() : null;
  await change();
  if (!place) return;
  // Once the change is rendered, before it is painted, with every section laid out, so that no
  // estimated height changes later above the place.
  requestAnimationFrame(() => {
    layOutAll();
    const element = document.getElementById(place.id);
    if (element) window.scrollBy(0, element.getBoundingClientRect().top - place.top);
  });
}
