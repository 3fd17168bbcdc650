/** The sections the stylesheet lets the first paint skip (`content-visibility: auto`). */
const SKIPPED =
  '.day, .offer, .category, .legend, .section--visit, .section--visit ~ .section, .site-footer';
/** Set on a section to lay it out now; on the root once every section has been. */
const LAID_OUT = 'laid-out';

/** Lays out every section at once, where real heights matter more than a short frame. */
export function layOutAll(): void {
  document.documentElement.classList.add(LAID_OUT);
}

/**
 * Lays out the sections the first paint skipped, one per frame so that no frame is long, so that
 * the page soon has its real height: the scroll bar stops growing and a fling or the End key
 * reaches the end of a long menu. Sections rendered later are laid out at once.
 */
export function layOutBelow(): void {
  const pending = [...document.querySelectorAll(SKIPPED)];
  const next = () => {
    const section = pending.shift();
    if (!section) {
      layOutAll();
      return;
    }
    section.classList.add(LAID_OUT);
    requestAnimationFrame(next);
  };
  requestAnimationFrame(next);
}
