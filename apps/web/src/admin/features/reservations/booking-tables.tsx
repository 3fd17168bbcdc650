import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { DiningTable, TableWarning } from '@restaurant/contract/dining-table.ts';
import type { ListedReservation, ReservationUpdate } from '@restaurant/contract/reservation.ts';
import { tableSuggestionQuery } from '#web/admin/features/reservations/api.ts';

const nameOf = (tables: DiningTable[], id: number) =>
  tables.find((table) => table.id === id)?.name ?? '?';

export const tableNames = (tables: DiningTable[], ids: number[]) =>
  ids.map((id) => nameOf(tables, id)).join(' + ');

function warningText(tables: DiningTable[], warning: TableWarning, partySize: number): string {
  return warning.code === 'doubleSeated'
    ? `Dupla ültetés: a(z) ${nameOf(tables, warning.tableId)} asztalnál ${warning.time}-kor a(z) ${warning.reference} foglalás ül.`
    : `Kicsi az asztal: ${warning.seats} hely ${partySize} főre.`;
}

/** The booking's tables by name and what is wrong with them, as the card shows them. */
export function TableLine(props: { reservation: ListedReservation; tables: DiningTable[] }) {
  const r = props.reservation;
  if (r.tableIds.length === 0 && r.tableWarnings.length === 0) return null;
  return (
    <>
      {r.tableIds.length > 0 ? (
        <p className="booking-card__tables">Asztal: {tableNames(props.tables, r.tableIds)}</p>
      ) : null}
      {r.tableWarnings.map((warning, index) => (
        <p key={index} className="form-error booking-card__warning" role="alert">
          {warningText(props.tables, warning, r.partySize)}
        </p>
      ))}
    </>
  );
}

/** Every table of the room by area, each a chip to tick (name and seats). */
function TableChecks(props: {
  tables: DiningTable[];
  picked: number[];
  onChange: (ids: number[]) => void;
}) {
  const { picked } = props;
  const areas = [...new Set(props.tables.map((table) => table.area))];
  const toggle = (id: number) =>
    props.onChange(picked.includes(id) ? picked.filter((other) => other !== id) : [...picked, id]);
  return areas.map((area) => (
    <fieldset key={area} className="table-picker__area">
      <legend>{area}</legend>
      {props.tables
        .filter((table) => table.area === area)
        .map((table) => (
          <label key={table.id} className="chip">
            <input
              type="checkbox"
              checked={picked.includes(table.id)}
              onChange={() => toggle(table.id)}
            />
            {table.name} ({table.seats})
          </label>
        ))}
    </fieldset>
  ));
}

/** A new booking's tables, ticked where the restaurant keeps tables (nothing shown otherwise). */
export function OptionalTables(props: {
  label: string;
  tables: DiningTable[];
  picked: number[];
  onChange: (ids: number[]) => void;
}) {
  if (props.tables.length === 0) return null;
  return (
    <div className="table-picker">
      <p>{props.label}</p>
      <TableChecks tables={props.tables} picked={props.picked} onChange={props.onChange} />
    </div>
  );
}

/**
 * Picks the booking's tables: the suggestion first (the smallest free table or joined group over
 * its stay), then every table by area to tick. Saving is never refused; a table given twice or
 * too small shows its warning on the card.
 */
export function TablePicker(props: {
  reservation: ListedReservation;
  tables: DiningTable[];
  pending: boolean;
  onSave: (change: ReservationUpdate) => void;
  onCancel: () => void;
}) {
  const r = props.reservation;
  const [picked, setPicked] = useState<number[]>(r.tableIds);
  const suggestion = useQuery(tableSuggestionQuery(r.id)).data;
  const seats = picked.reduce(
    (sum, id) => sum + (props.tables.find((table) => table.id === id)?.seats ?? 0),
    0,
  );
  return (
    <div className="booking-card__form table-picker">
      <p className="table-picker__suggestion" role="status">
        {suggestion === undefined
          ? 'Javaslat keresése…'
          : suggestion.tableIds
            ? `Javaslat: ${tableNames(props.tables, suggestion.tableIds)} (${suggestion.seats} hely)`
            : 'Nincs szabad asztal, amely elég nagy a teljes ottlétre.'}
        {suggestion?.tableIds ? (
          <button
            type="button"
            className="btn btn--secondary"
            onClick={() => setPicked(suggestion.tableIds ?? [])}
          >
            Javaslat kiválasztása
          </button>
        ) : null}
      </p>
      <TableChecks tables={props.tables} picked={picked} onChange={setPicked} />
      <p>
        Kiválasztva: {picked.length > 0 ? `${tableNames(props.tables, picked)}, ` : ''}
        {seats} hely {r.partySize} főre
      </p>
      <div className="booking-card__actions">
        <button
          type="button"
          className="btn btn--primary"
          disabled={props.pending}
          onClick={() => props.onSave({ tableIds: picked })}
        >
          Asztal mentése
        </button>
        <button type="button" className="btn btn--secondary" onClick={props.onCancel}>
          Mégsem
        </button>
      </div>
    </div>
  );
}
