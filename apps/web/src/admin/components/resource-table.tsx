import { Fragment, useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { LocalizedText } from '@restaurant/contract/localized-text.ts';

type Column<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  numeric?: boolean;
  /** Left out of the stacked cards on a phone, such as the id. */
  phoneHidden?: boolean;
};

const cellClass = (column: { numeric?: boolean; phoneHidden?: boolean }) =>
  [column.numeric ? 'numeric' : '', column.phoneHidden ? 'hide-on-phone' : '']
    .filter(Boolean)
    .join(' ') || undefined;

/** The name in the three languages, one column each. */
export function nameColumns<T extends { name: LocalizedText }>(): Column<T>[] {
  return [
    { header: 'Név (magyar)', cell: (row) => row.name.hu },
    { header: 'Név (angol)', cell: (row) => row.name.en },
    { header: 'Név (német)', cell: (row) => row.name.de },
  ];
}

type ResourceTableProps<T extends { id: number }> = {
  caption: string;
  rows: T[];
  columns: Column<T>[];
  /** How a row is named to assistive technology in its action labels. */
  rowName: (row: T) => string;
  editHref: (row: T) => string;
  onDelete: (row: T) => void;
  /** The row whose details show in a full-width row under it, if any. */
  expandedId?: number | null;
  renderExpansion?: (row: T) => ReactNode;
  className?: string;
  /** What the edit links carry, such as the list to come back to. */
  linkState?: unknown;
  /** The row just saved: marked and scrolled into view. */
  highlightId?: number | undefined;
};

/** The one list pattern: a table on a laptop, stacked cards on a phone, edit and delete per row. */
export function ResourceTable<T extends { id: number }>(props: ResourceTableProps<T>) {
  const highlighted = useRef<HTMLTableRowElement>(null);
  useEffect(() => {
    highlighted.current?.scrollIntoView?.({ block: 'center' });
  }, [props.highlightId]);
  return (
    <table className={props.className ? `resource-table ${props.className}` : 'resource-table'}>
      <caption className="visually-hidden">{props.caption}</caption>
      <thead>
        <tr>
          {props.columns.map((column) => (
            <th key={column.header} scope="col" className={cellClass(column)}>
              {column.header}
            </th>
          ))}
          <th scope="col">
            <span className="visually-hidden">Műveletek</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row) => (
          <Fragment key={row.id}>
            <tr
              ref={props.highlightId === row.id ? highlighted : undefined}
              className={props.highlightId === row.id ? 'resource-table__row--saved' : undefined}
            >
              {props.columns.map((column) => (
                <td key={column.header} data-label={column.header} className={cellClass(column)}>
                  {column.cell(row)}
                </td>
              ))}
              <td className="resource-table__actions">
                <Link
                  className="btn btn--secondary btn--small"
                  to={props.editHref(row)}
                  state={props.linkState}
                  aria-label={`Szerkesztés: ${props.rowName(row)}`}
                >
                  Szerkesztés
                </Link>
                <button
                  type="button"
                  className="btn btn--danger-outline btn--small"
                  onClick={() => props.onDelete(row)}
                  aria-label={`Törlés: ${props.rowName(row)}`}
                >
                  Törlés
                </button>
              </td>
            </tr>
            {props.renderExpansion && props.expandedId === row.id ? (
              <tr className="resource-table__expansion">
                <td colSpan={props.columns.length + 1}>{props.renderExpansion(row)}</td>
              </tr>
            ) : null}
          </Fragment>
        ))}
      </tbody>
    </table>
  );
}
