import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { LocalizedText } from '@restaurant/contract/localized-text.ts';

type Column<T> = { header: string; cell: (row: T) => ReactNode; numeric?: boolean };

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
};

/** The one list pattern: a table on a laptop, stacked cards on a phone, edit and delete per row. */
export function ResourceTable<T extends { id: number }>(props: ResourceTableProps<T>) {
  return (
    <table className={props.className ? `resource-table ${props.className}` : 'resource-table'}>
      <caption className="visually-hidden">{props.caption}</caption>
      <thead>
        <tr>
          {props.columns.map((column) => (
            <th key={column.header} scope="col" className={column.numeric ? 'numeric' : undefined}>
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
            <tr>
              {props.columns.map((column) => (
                <td
                  key={column.header}
                  data-label={column.header}
                  className={column.numeric ? 'numeric' : undefined}
                >
                  {column.cell(row)}
                </td>
              ))}
              <td className="resource-table__actions">
                <Link
                  className="btn btn--secondary btn--small"
                  to={props.editHref(row)}
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
