/** A plain-text table; columns after the first are right-aligned. */
export function formatTable(headers: string[], rows: string[][]): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
      )
      .join('  ')
      .trimEnd();
  return [line(headers), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)]
    .map((text) => `  ${text}`)
    .join('\n');
}

/** How a figure stands against its target. */
export const mark = (ok: boolean) => (ok ? 'ok' : 'MISS');
