/** A printed guest list's header: a box to tick at arrival, then the columns named. */
export function SheetHead(props: { columns: string[] }) {
  return (
    <thead>
      <tr>
        <th scope="col" className="print-sheet__tick" aria-label="Megjött">
          ✓
        </th>
        {props.columns.map((column) => (
          <th key={column} scope="col">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
