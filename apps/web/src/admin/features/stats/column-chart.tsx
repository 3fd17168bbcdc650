import { useId } from 'react';

export type Column = { label: string; value: number };

/** A few periods keep the width of a column among this many, rather than filling the chart. */
const MIN_SLOTS = 14;

/**
 * The periods' covers as columns, drawn in SVG that stretches to the width; the busiest period in
 * the accent colour. Read out as one sentence (the table below holds every figure).
 */
export function ColumnChart(props: { title: string; columns: Column[]; unit: string }) {
  const titleId = useId();
  const { columns, unit } = props;
  const highest = Math.max(0, ...columns.map((column) => column.value));
  const busiest = columns.find((column) => column.value === highest);
  const total = columns.reduce((sum, column) => sum + column.value, 0);
  const summary =
    highest === 0
      ? `${props.title}: nincs adat.`
      : `${props.title}: összesen ${total} ${unit}, a legtöbb ${highest} ${unit} (${busiest!.label}).`;
  return (
    <figure className="column-chart">
      <svg
        role="img"
        aria-labelledby={titleId}
        viewBox={`0 0 ${Math.max(columns.length, MIN_SLOTS) * 10} 100`}
        preserveAspectRatio="none"
      >
        <title id={titleId}>{summary}</title>
        {columns.map((column, index) => {
          const height = highest === 0 ? 0 : (column.value / highest) * 100;
          return (
            <rect
              key={column.label}
              className={column.value === highest && highest > 0 ? 'column-chart__top' : undefined}
              x={index * 10 + 1.5}
              y={100 - height}
              width={7}
              height={height}
            />
          );
        })}
      </svg>
      <figcaption className="column-chart__axis">
        <span>{columns[0]?.label}</span>
        <span>{columns.length > 1 ? columns.at(-1)!.label : null}</span>
      </figcaption>
    </figure>
  );
}
