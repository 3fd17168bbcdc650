import { layOutAll } from '#web/site/lib/lay-out-below.ts';

/**
 * What the guest may be reading: headings, dishes, drinks, paragraphs and the named sections.
 * The same element is found again after the change by its place among its parent's elements,
 * from <main> down: a page in another language has the same elements in the same order (a page
 * reached in place is the page the server sends for that address).
 */
const READ = 'h1, h2, h3, h4, li, p, dt, [id]';

/** An element of the page, by the indexes of it and its ancestors below <main>, and its top. */
type Place = { path: number[]; top: number };

function pathOf(element: Element, main: Element): number[] {
  const path: number[] = [];
  for (let node = element; node !== main && node.parentElement; node = node.parentElement) {
    path.unshift([...node.parentElement.children].indexOf(node));
  }
  return path;
}

function elementAt(path: number[], main: Element): Element | null {
  let node: Element | undefined = main;
  for (const index of path) node = node?.children[index];
  return node ?? null;
}

/** How far down the window the sticky header (and the menu's row of sections) reach. */
function coveredTop(): number {
  const sticky = [...document.querySelectorAll('.site-header, .section-nav')]
    .map((element) => element.getBoundingClientRect().bottom)
    .filter((bottom) => bottom > 0 && bottom < window.innerHeight / 2);
  return Math.max(0, ...sticky);
}

/**
 * What the guest is reading: the first element that starts in the window below the sticky
 * header, or else the last one that started above it.
 */
function placeRead(main: Element): Place | null {
  const covered = coveredTop();
  let place: Place | null = null;
  for (const element of main.querySelectorAll(READ)) {
    // What is not shown (the folded earlier days) has no place on the screen.
    if (element.getClientRects().length === 0) continue;
    const top = element.getBoundingClientRect().top;
    if (top >= covered && top < window.innerHeight) return { path: pathOf(element, main), top };
    if (top < covered) place = { path: pathOf(element, main), top };
  }
  return place;
}

/**
 * Makes a change that rewrites the page's text (its language) and keeps what the guest was
 * reading where it was on the screen, though the text above it grew or shrank.
 */
export async function keepingPlace(change: () => Promise<void>): Promise<void> {
  const main = document.getElementById('main');
  const place = main && window.scrollY > 0 ? placeRead(main) : null;
  await change();
  if (!place) return;
  // Once the change is rendered, before it is painted, with every section laid out, so that no
  // estimated height changes later above the place.
  requestAnimationFrame(() => {
    layOutAll();
    const element = elementAt(place.path, document.getElementById('main')!);
    if (element) window.scrollBy(0, element.getBoundingClientRect().top - place.top);
  });
}
