import { useLayoutEffect, useRef } from 'react';

/** The ids in a new order: the one at `index` swapped with its neighbour one step up (-1) or down (1). */
export function moved(ids: number[], index: number, step: -1 | 1): number[] {
  const next = [...ids];
  const other = index + step;
  if (other < 0 || other >= next.length) return next;
  [next[index], next[other]] = [next[other]!, next[index]!];
  return next;
}

/**
 * Up and down buttons for one row of an ordered list. The first row cannot go up nor the last
 * down; those buttons say so but stay focusable, and the pressed button keeps the focus when its
 * row moves, so a keyboard user can press it again.
 */
export function MoveButtons(props: {
  index: number;
  count: number;
  /** How the row is named to assistive technology. */
  name: string;
  busy?: boolean;
  onMove: (step: -1 | 1) => void;
}) {
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const pressed = useRef<-1 | 1 | null>(null);

  useLayoutEffect(() => {
    if (pressed.current === null) return;
    (pressed.current === -1 ? up : down).current?.focus();
    pressed.current = null;
  }, [props.index]);

  const button = (step: -1 | 1) => {
    const blocked = step === -1 ? props.index === 0 : props.index === props.count - 1;
    const label = step === -1 ? 'Feljebb' : 'Lejjebb';
    return (
      <button
        ref={step === -1 ? up : down}
        type="button"
        className="btn btn--secondary btn--small btn--icon"
        aria-label={`${label}: ${props.name}`}
        aria-disabled={blocked || props.busy ? true : undefined}
        title={label}
        onClick={() => {
          if (blocked || props.busy) return;
          pressed.current = step;
          props.onMove(step);
        }}
      >
        <span aria-hidden="true">{step === -1 ? '↑' : '↓'}</span>
      </button>
    );
  };

  return (
    <span className="move-buttons">
      {button(-1)}
      {button(1)}
    </span>
  );
}
