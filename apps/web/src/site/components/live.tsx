import { Suspense, type ReactNode } from 'react';

/**
 * A part of the page that hydration brings to life, as a boundary of its own. Should what the
 * browser renders there ever differ from what the server wrote, React renders this part afresh
 * and leaves the rest of the page, above all its data, as it stands. Boundaries are also
 * hydrated one by one in short slices once the page's frame is alive.
 */
export function Live(props: { children: ReactNode }) {
  return <Suspense fallback={null}>{props.children}</Suspense>;
}
