import { useState, type FormEvent } from 'react';
import { useStaffBooking } from '#web/admin/features/reservations/api.ts';
import { saveErrorMessage } from '#web/admin/lib/form-messages.ts';

const EMPTY = { time: '19:00', partySize: '2', name: '', phone: '', email: '', note: '' };

/**
 * A booking taken by phone for the day shown (`title` names it); beyond the online limits only
 * after a warning saying by how much, which any change of the fields takes back.
 */
export function StaffBookingForm(props: { date: string; title: string }) {
  const book = useStaffBooking();
  const [values, setValues] = useState(EMPTY);
  const overLimitBy = (book.error as { problem?: { overLimitBy?: number } } | null)?.problem
    ?.overLimitBy;
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
        ...(overLimitBy ? { overLimit: true } : {}),
      },
      { onSuccess: () => setValues(EMPTY) },
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
      <button type="submit" className="btn btn--primary" disabled={book.isPending}>
        {overLimitBy ? 'Rögzítés a keret túllépésével' : 'Foglalás rögzítése'}
      </button>
    </form>
  );
}
