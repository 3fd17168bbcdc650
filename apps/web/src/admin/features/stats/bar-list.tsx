export type Bar = { label: string; value: number; text: string };

/**
 * Figures side by side as bars: each line says its label and figure in words, the bar beside it
 * only shows the size (and is hidden from screen readers).
 */
export function BarList(props: { label: string; bars: Bar[] }) {
  const highest = Math.max(0, ...props.bars.map((bar) => bar.value));
  return (
    <ul className="bar-list" aria-label={props.label}>
      {props.bars.map((bar) => (
        <li key={bar.label}>
          <span className="bar-list__label">{bar.label}</span>
          <svg className="bar-list__track" aria-hidden="true">
            <rect width={`${highest === 0 ? 0 : (bar.value / highest) * 100}%`} height="100%" />
          </svg>
          <span className="bar-list__value">{bar.text}</span>
        </li>
      ))}
    </ul>
  );
}
