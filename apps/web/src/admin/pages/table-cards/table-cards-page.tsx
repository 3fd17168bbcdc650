import { useQuery } from '@tanstack/react-query';
import { waitingState } from '#web/admin/components/states.tsx';
import { restaurantQuery } from '#web/admin/features/restaurant/api.ts';
import { tableCardQuery } from '#web/admin/features/table-cards/api.ts';

/** An A4 sheet holds four A6 cards. */
const CARDS_PER_SHEET = 4;

/** What the card tells a guest with an allergy, in each of the site's languages, named as the menu names its filter. */
const ALLERGY_LINES = [
  { lang: 'hu', text: 'Allergénszűrő az étlapon: elrejti, amit kerülnie kell.' },
  { lang: 'en', text: 'Allergy filter on the menu: it hides what you must avoid.' },
  { lang: 'de', text: 'Allergiefilter in der Karte: Er blendet aus, was Sie meiden müssen.' },
] as const;

/** The short address as a guest would type it: without the scheme. */
const shortAddress = (url: string) => url.replace(/^https?:\/\//, '');

/**
 * /admin/qr: a printable A4 sheet of four A6 table cards, each with the restaurant's name, the
 * QR code of the menu's short address, that address written out, the word "menu" and a line on
 * the menu's allergy filter in the site's three languages; and the code as SVG and PNG for a print
 * shop.
 */
export function TableCardsPage() {
  const card = useQuery(tableCardQuery());
  const restaurant = useQuery(restaurantQuery());
  const waiting = waitingState('QR-kódok betöltése...', [
    [card, 'Hiba történt a QR-kód betöltése közben.'],
    [restaurant, 'Hiba történt az étterem adatainak betöltése közben.'],
  ]);
  if (waiting) return waiting;
  const { url, svg, png } = card.data!;
  const name = restaurant.data?.name ?? '';
  return (
    <section className="admin-page table-cards" aria-labelledby="page-title">
      <div className="admin-page__header">
        <h1 id="page-title">QR-kódok</h1>
        <div className="matrix-actions">
          <button type="button" className="btn btn--primary" onClick={() => window.print()}>
            Nyomtatás
          </button>
          <a className="btn btn--secondary" href={`${svg}?download`} download>
            SVG letöltése
          </a>
          <a className="btn btn--secondary" href={`${png}?download`} download>
            PNG letöltése
          </a>
        </div>
      </div>
      <p className="matrix-intro">
        Asztali kártyák A4-es lapon, négy A6-os kártya laponként. A kód a(z) <strong>{url}</strong>{' '}
        címre vezet, amely a vendég böngészőjének nyelvén (magyar, angol vagy német) nyitja meg az
        étlapot.
      </p>
      <div className="qr-sheet">
        {Array.from({ length: CARDS_PER_SHEET }, (_, index) => (
          <article key={index} className="qr-card" aria-label={`Asztali kártya ${index + 1}`}>
            <p className="qr-card__name">{name}</p>
            <img className="qr-card__code" src={svg} alt={`QR-kód: ${url}`} />
            <p className="qr-card__address">{shortAddress(url)}</p>
            <p className="qr-card__menu">Étlap · Menu · Speisekarte</p>
            <ul className="qr-card__allergy">
              {ALLERGY_LINES.map((line) => (
                <li key={line.lang} lang={line.lang}>
                  {line.text}
                </li>
              ))}
            </ul>
          </article>
        ))}
      </div>
    </section>
  );
}
