import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import type { Geo } from '@restaurant/contract/restaurant.ts';
import { MapPicker } from '#web/admin/features/restaurant/map-picker.tsx';

type Values = { latitude: string; longitude: string };

/** Where the map opens while no position is typed: the restaurant's saved one, or Budapest. */
const BUDAPEST: Geo = { latitude: 47.4979, longitude: 19.0402 };

/** The typed coordinates as a position, or null while they are blank or not yet numbers in range. */
function typedPosition({ latitude, longitude }: Values): Geo | null {
  const geo = { latitude: Number(latitude), longitude: Number(longitude) };
  const valid =
    latitude.trim() !== '' &&
    longitude.trim() !== '' &&
    Math.abs(geo.latitude) <= 90 &&
    Math.abs(geo.longitude) <= 180;
  return valid ? geo : null;
}

/**
 * The map position by a tap: the map loads from OpenStreetMap's servers, so it opens only when
 * asked. A tap writes the coordinates into their fields, and typed coordinates move the pin.
 */
export function PinOnMap(props: { saved: Geo | null }) {
  const { watch, setValue } = useFormContext<Values>();
  const [open, setOpen] = useState(false);
  const pin = typedPosition({ latitude: watch('latitude'), longitude: watch('longitude') });
  const pick = (geo: Geo) => {
    const options = { shouldDirty: true, shouldValidate: true };
    setValue('latitude', String(geo.latitude), options);
    setValue('longitude', String(geo.longitude), options);
  };
  return (
    <div className="pin-on-map">
      <button
        type="button"
        className="btn btn--secondary btn--small"
        aria-expanded={open}
        aria-controls="pin-map"
        onClick={() => setOpen(!open)}
      >
        {open ? 'Térkép bezárása' : 'Térkép megnyitása'}
      </button>
      <p className="field__hint">
        {open
          ? 'Koppintson a térképen oda, ahol az étterem van: a jelölő odakerül, a koordináták követik. Billentyűzettel a nyilak mozgatják. A beírt koordináták a jelölőt mozgatják.'
          : 'A térkép az OpenStreetMap szervereiről töltődik be, ezért csak kérésre nyílik meg.'}
      </p>
      {open ? (
        <MapPicker id="pin-map" pin={pin} around={props.saved ?? BUDAPEST} onPick={pick} />
      ) : null}
    </div>
  );
}
