import { useFormContext } from 'react-hook-form';
import type { Restaurant } from '@restaurant/contract/restaurant.ts';
import { RESTAURANT_TEXT_KEYS } from '@restaurant/contract/restaurant.ts';
import { TEXT_LABELS } from '#web/admin/features/restaurant/restaurant-form-schema.ts';

type Values = {
  name: string;
  address: Restaurant['address'];
  latitude: string;
  longitude: string;
  texts: Restaurant['texts'];
};

/**
 * Moving is one step: when the address changes, this says while the map position has not moved,
 * names the texts that still name the old place and shows the page title, search description and
 * share preview that the texts make.
 */
export function MovingCheck(props: { saved: Restaurant | null }) {
  const { watch } = useFormContext<Values>();
  const values = watch();
  const saved = props.saved;
  if (!saved) return null;
  const moved =
    values.address.street !== saved.address.street ||
    values.address.city !== saved.address.city ||
    values.address.postalCode !== saved.address.postalCode;
  const pinSame =
    saved.geo !== null &&
    Number(values.latitude) === saved.geo.latitude &&
    Number(values.longitude) === saved.geo.longitude;
  // The parts of the old address that changed: a street's name without its number, a city.
  const oldPlace = [
    values.address.street !== saved.address.street ? saved.address.street.split(/\s\d/)[0]! : '',
    values.address.city !== saved.address.city ? saved.address.city : '',
  ].filter((part) => part.trim().length > 2);
  const naming = RESTAURANT_TEXT_KEYS.filter((key) =>
    (['hu', 'en', 'de'] as const).some((lang) =>
      oldPlace.some((part) => values.texts[key][lang].includes(part)),
    ),
  );
  return (
    <section className="moving-check" aria-label="A hely ellenőrzése">
      {moved && pinSame ? (
        <p className="form-error" role="status">
          A cím megváltozott, de a térképi hely még a régi. Nyissa meg a térképet, és koppintson az
          új helyre, vagy írja be az új koordinátákat.
        </p>
      ) : null}
      {moved && naming.length > 0 ? (
        <p className="field__hint" role="status">
          Ezek a szövegek még a régi helyet említik:{' '}
          {naming.map((key) => TEXT_LABELS[key]).join(', ')}.
        </p>
      ) : null}
      <div
        className="moving-check__preview"
        role="group"
        aria-label="Így látszik a keresőben és megosztáskor"
      >
        <p className="moving-check__title">
          {values.name} – {values.texts.kicker.hu}
        </p>
        <p className="moving-check__description">{values.texts.tagline.hu}</p>
        <p className="field__hint">
          Az oldal címe, a keresők leírása és a megosztás előnézete a névből, a nyitókép feliratából
          és a jelmondatból áll.
        </p>
      </div>
    </section>
  );
}
