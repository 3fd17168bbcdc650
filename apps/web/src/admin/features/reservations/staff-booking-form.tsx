import { useState, type FormEvent } from 'react';
import type { DiningTable } from '@restaurant/contract/dining-table.ts';
import { useStaffBooking } from '#web/admin/features/reservations/api.ts';
import { OptionalTables, tableNames } from '#web/admin/features/reservations/booking-tables.tsx';
import { overLimitOf, saveErrorMessage } from '#web/admin/lib/form-messages.ts';

const EMPTY = { time: '19:00', partySize: '2', name: '', phone: '', email: '', note: '' };

/**
 * A booking taken by phone for the day shown (`title` names it); beyond the online limits only
 * after a warning saying by how much, which any change of the fields takes back.
 */
export function StaffBookingForm(props: {
  date: string;
  title: string;
  /** The room's tables; none when the restaurant keeps none. */
  tables: DiningTable[];
}) {
  const book = useStaffBooking();
  const [values, setValues] = useState(EMPTY);
  const [tableIds, setTableIds] = useState<number[]>([]);
  const overLimitBy = overLimitOf(book.error);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    book.mutate(
      {
        date: props.date,
        time: values.time,
        partySize: Number(values.partySize),
        name: values.name,
        phone: values.phone,
        language: 'hu',
        ...(values.email ? { email: values.email } : {}),
        ...(values.note ? { note: values.note } : {}),
        ...(tableIds.length > 0 ? { tableIds } : {}),
        ...(overLimitBy ? { overLimit: true } : {}),
      },
      {
        onSuccess: () => {
          setValues(EMPTY);
          setTableIds([]);
        },
      },
    );
  };
  const field = (key: keyof typeof EMPTY, label: string, type = 'text', required = true) => (
    <div className="field">
      <label htmlFor={`staff-${key}`}>{label}</label>
      <input
        id={`staff-${key}`}
        type={type}
        required={required}
        value={values[key]}
        onChange={(event) => {
          book.reset();
          setValues({ ...values, [key]: event.target.value });
        }}
      />
    </div>
  );
  return (
    <form
      className="form-section staff-booking"
      onSubmit={onSubmit}
      aria-labelledby="staff-booking-title"
    >
      <h2 id="staff-booking-title">Telefonos foglalás – {props.title}</h2>
      <div className="field-row">
        {field('time', 'Időpont', 'time')}
        {field('partySize', 'Létszám', 'number')}
      </div>
      {field('name', 'Név')}
      {field('phone', 'Telefonszám', 'tel')}
      {field('email', 'E-mail (nem kötelező)', 'email', false)}
      {field('note', 'Megjegyzés', 'text', false)}
      <OptionalTables
        label="Asztal (nem kötelező)"
        tables={props.tables}
        picked={tableIds}
        onChange={(ids) => {
          book.reset();
          setTableIds(ids);
        }}
      />
      {overLimitBy ? (
        <p className="form-error" role="alert">
          A foglalás {overLimitBy} fővel túllépi a foglalási keretet. Ha mégis rögzíti, nyomja meg
          újra a gombot.
        </p>
      ) : book.error ? (
        <p className="form-error" role="alert">
          {saveErrorMessage(book.error)}
        </p>
      ) : null}
      {book.data ? (
        <p className="saved-line" role="status">
          {`Mentve: ${book.data.reference} (${[
            book.data.name,
            book.data.time,
            `${book.data.partySize} fő`,
            tableNames(props.tables, book.data.tableIds),
          ]
            .filter(Boolean)
            .join(', ')})`}
        </p>
      ) : null}
      <button type="submit" className="btn btn--primary" disabled={book.isPending}>
        {overLimitBy ? 'Rögzítés a keret túllépésével' : 'Foglalás rögzítése'}
      </button>
    </form>
  );
}
