import type { EventSheet } from '@restaurant/contract/event-sheet.ts';

/** "Kovács Anna (2 fő)": a party as the kitchen calls it. */
export const partyName = (party: { name: string | null; partySize: number }) =>
  `${party.name ?? 'Névtelen'} (${party.partySize} fő)`;

/**
 * The dietary needs of an event's guests: each party whose note names an allergen, with the
 * courses of the menu that contain it.
 */
export function DietaryNeeds(props: { sheet: EventSheet }) {
  const noted = props.sheet.guests.filter((guest) => guest.allergens.length > 0);
  if (noted.length === 0) return <p>Étrendi igényt egy vendég sem jelzett.</p>;
  return (
    <div className="dietary-needs">
      <p className="dietary-needs__title">Étrendi igények</p>
      <ul>
        {noted.map((guest) => {
          const courses = props.sheet.courses
            .filter((course) =>
              course.warnings.some((w) => w.reservationId === guest.reservationId),
            )
            .map((course) => course.name);
          return (
            <li key={guest.reservationId}>
              {partyName(guest)}: {guest.allergens.map((allergen) => allergen.name.hu).join(', ')}
              {' – '}
              {courses.length > 0 ? `érinti: ${courses.join(', ')}` : 'a menü nem tartalmazza'}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
