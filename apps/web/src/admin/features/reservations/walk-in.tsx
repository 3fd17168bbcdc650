import { useState, type FormEvent } from 'react';
import type { DiningTable } from '@restaurant/contract/dining-table.ts';
import type { Reservation } from '@restaurant/contract/reservation.ts';
import { useStaffBooking } from '#web/admin/features/reservations/api.ts';
import { OptionalTables } from '#web/admin/features/reservations/booking-tables.tsx';
import { overLimitOf, saveErrorMessage } from '#web/admin/lib/form-messages.ts';
import { restaurantNow } from '#web/admin/lib/restaurant-today.ts';

/** The party sizes offered as one tap each; larger ones are typed. */
const SIZES = [1, 2, 3, 4, 5, 6, 7, 8];

/**
 * Seats guests who walked in now (this device's minute), by their party size alone: one tap on
 * the size, after ticking their tables where the restaurant keeps tables (optional); beyond the
 * booking limits only after a warning that says by how much.
 */
export function WalkIn(props: {
  /** The room's tables; none when the restaurant keeps none. */
  tables: DiningTable[];
  onSeated: (reservation: Reservation) => void;
}) {
  const book = useStaffBooking();
  const [size, setSize] = useState(0);
  const [larger, setLarger] = useState('');
  const [tableIds, setTableIds] = useState<number[]>([]);
  const overLimitBy = overLimitOf(book.error);
  const seat = (partySize: number, overLimit = false) => {
    setSize(partySize);
    book.mutate(
      {
        source: 'walkIn',
        partySize,
        ...restaurantNow(),
        ...(tableIds.length > 0 ? { tableIds } : {}),
        ...(overLimit ? { overLimit } : {}),
      },
      { onSuccess: props.onSeated },
    );
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    seat(Number(larger));
  };
  return (
    <section className="walk-in" aria-labelledby="walk-in-title">
      <h2 id="walk-in-title">Walk-in: hány fő?</h2>
      <OptionalTables
        label="Asztal (nem kötelező), majd a létszám:"
        tables={props.tables}
        picked={tableIds}
        onChange={(ids) => {
          book.reset();
          setTableIds(ids);
        }}
      />
      <div className="walk-in__sizes">
        {SIZES.map((partySize) => (
          <button
            key={partySize}
            type="button"
            className="btn btn--secondary"
            disabled={book.isPending}
            onClick={() => seat(partySize)}
          >
            {partySize} fő
          </button>
        ))}
      </div>
      <form className="walk-in__larger" onSubmit={onSubmit}>
        <label htmlFor="walk-in-larger">Több fő</label>
        <input
          id="walk-in-larger"
          type="number"
          min={1}
          required
          value={larger}
          onChange={(event) => {
            book.reset();
            setLarger(event.target.value);
          }}
        />
        <button type="submit" className="btn btn--secondary" disabled={book.isPending}>
          Leültetés
        </button>
      </form>
      {overLimitBy ? (
        <div className="booking-card__actions">
          <p className="form-error" role="alert">
            {size} fő leültetése {overLimitBy} fővel túllépi a foglalási keretet.
          </p>
          <button type="button" className="btn btn--primary" onClick={() => seat(size, true)}>
            Leültetés a keret túllépésével
          </button>
        </div>
      ) : book.error ? (
        <p className="form-error" role="alert">
          {saveErrorMessage(book.error)}
        </p>
      ) : null}
    </section>
  );
}
