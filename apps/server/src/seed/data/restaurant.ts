import type { OpeningHoursInput } from '@restaurant/contract/opening-hours.ts';
import type { Restaurant } from '@restaurant/contract/restaurant.ts';

/** The demo restaurant of the specification; its hero and logo are set when the pictures are stored. */
export const restaurant: Omit<Restaurant, 'heroMediaId' | 'logoMediaId'> = {
  name: 'Paprika Bisztró',
  address: { street: 'Ráday utca 12.', postalCode: '1092', city: 'Budapest', country: 'HU' },
  geo: { latitude: 47.4867, longitude: 19.0633 },
  phone: '+36 1 234 5678',
  email: 'asztal@paprikabisztro.hu',
  company: {
    name: 'Paprika Vendéglátó Kft.',
    registrationNumber: 'Cg. 01-09-123456',
    taxNumber: '12345678-2-43',
    hostingProvider: 'RackForest Zrt., 1132 Budapest, Victor Hugo utca 11.',
    hostingUrl: 'https://www.rackforest.hu',
  },
  paymentMethods: ['visa', 'mastercard', 'maestro', 'applepay', 'googlepay', 'szep'],
  servesCuisine: { hu: 'Magyar', en: 'Hungarian', de: 'Ungarisch' },
  priceRange: '2500–9000 Ft',
  galleryTitle: {
    hu: 'Pillanatok a bisztróból',
    en: 'Moments from the bistro',
    de: 'Augenblicke aus dem Bistro',
  },
  texts: {
    kicker: {
      hu: 'Magyar konyha · Budapest, IX. kerület',
      en: 'Hungarian cooking · Budapest, District IX',
      de: 'Ungarische Küche · Budapest, IX. Bezirk',
    },
    tagline: {
      hu: 'Lassan főtt pörköltek, frissen nyújtott rétes és a szomszéd borvidékek legjobbjai – minden nap, a Ráday utca szívében.',
      en: 'Slow-cooked stews, freshly stretched strudel and the best of the nearby wine regions – every day, in the heart of Ráday Street.',
      de: 'Langsam geschmorte Pörkölts, frisch gezogener Strudel und das Beste aus den nahen Weinregionen – jeden Tag, mitten in der Ráday-Straße.',
    },
    welcome: {
      hu: 'A Paprika Bisztró a nagymamák konyháját hozza el a belvárosba: piaci alapanyagokból, szezonális étlappal és sok szeretettel főzünk. Hétköznap kiadós napi menüvel, hétvégén családi ebédekkel várjuk.',
      en: "Paprika Bisztró brings grandmother's kitchen to the city centre: we cook with market produce, a seasonal menu and a lot of love. Join us for a hearty lunch menu on weekdays and family lunches at the weekend.",
      de: 'Das Paprika Bisztró bringt Großmutters Küche in die Innenstadt: Wir kochen mit Zutaten vom Markt, nach der Saison und mit viel Liebe. Unter der Woche erwartet Sie ein kräftiges Mittagsmenü, am Wochenende das Familienessen.',
    },
    technical: {
      hu: 'A weboldalt és az adminisztrációs felületet a Paprika Vendéglátó Kft. saját fejlesztésű, nyílt szabványokra épülő rendszere működteti; a tartalmat a bisztró munkatársai kezelik.',
      en: "The website and its back office run on Paprika Vendéglátó Kft.'s own system, built on open standards; the content is kept by the bistro's staff.",
      de: 'Website und Verwaltung laufen auf einem eigenen, auf offenen Standards beruhenden System der Paprika Vendéglátó Kft.; die Inhalte pflegt das Team des Bistros.',
    },
    disclaimer: {
      hu: 'Az oldalon közölt árak forintban értendők és az általános forgalmi adót tartalmazzák. Az étlap és az árak változhatnak; a helyszínen kihelyezett étlap az irányadó. Az allergénekről kérdezze munkatársainkat.',
      en: 'Prices are in Hungarian forints and include VAT. The menu and prices may change; the menu on display in the restaurant applies. Please ask our staff about allergens.',
      de: 'Alle Preise verstehen sich in Forint inklusive Mehrwertsteuer. Speisekarte und Preise können sich ändern; maßgeblich ist die Karte im Restaurant. Fragen Sie unser Team gern nach Allergenen.',
    },
    privacy: {
      hu: 'A vendégeknek szóló oldalak nem használnak sütiket és nem töltenek be külső tartalmat: csak a választott nyelvet jegyzi meg az Ön böngészője, és azt sem küldi el nekünk. A térkép csak az Ön kérésére töltődik be az OpenStreetMaptől. Asztalfoglaláskor megadott nevét, e-mail-címét, telefonszámát és megjegyzését kizárólag a foglalás teljesítéséhez (visszaigazolás, emlékeztető) használjuk, és a foglalás napja után 90 nappal töröljük; csak a foglalás kódja, időpontja, létszáma és állapota marad meg a statisztikához. Kérésére adatait korábban is töröljük.',
      en: 'The pages for guests set no cookies and load no third-party content: only your browser remembers the language you chose, and it does not send it to us. The map is loaded from OpenStreetMap only when you ask for it. The name, e-mail address, phone number and note you give when booking are used only to handle your booking (confirmation, reminder) and are erased 90 days after its date; only its reference, time, party size and status are kept for our figures. On request we erase them sooner.',
      de: 'Die Seiten für Gäste setzen keine Cookies und laden keine Inhalte Dritter: Nur Ihr Browser merkt sich die gewählte Sprache und sendet sie uns nicht. Die Karte wird erst auf Ihren Wunsch von OpenStreetMap geladen. Name, E-Mail-Adresse, Telefonnummer und Anmerkung einer Reservierung verwenden wir nur für diese Reservierung (Bestätigung, Erinnerung) und löschen sie 90 Tage nach ihrem Datum; nur Code, Zeit, Personenzahl und Status bleiben für unsere Statistik. Auf Wunsch löschen wir sie früher.',
    },
  },
};

const day = (days: number[], restaurant: [string, string], kitchen: [string, string]) =>
  days.map((d) => ({
    day: d,
    restaurant: [{ from: restaurant[0], to: restaurant[1] }],
    kitchen: [{ from: kitchen[0], to: kitchen[1] }],
  }));

/** The specification's hours (section 9); Monday is a closing day. */
export const openingHours: OpeningHoursInput = {
  weekly: [
    ...day([2, 3, 4], ['10:00', '20:00'], ['11:30', '18:45']),
    ...day([5, 6], ['10:00', '21:00'], ['11:30', '19:45']),
    ...day([7], ['10:00', '18:00'], ['11:30', '16:45']),
  ],
  exceptions: [],
};

/** Where a demo picture shows on the site. */
type PicturePlace = 'hero' | 'logo' | 'gallery';

/** The demo's pictures, drawn as SVG or WebP files beside the seed; the gallery's in its order. */
export const pictures: Array<{
  file: string;
  place: PicturePlace;
  alt: Record<'hu' | 'en' | 'de', string>;
}> = [
  {
    file: 'hero-poster.webp',
    place: 'hero',
    alt: {
      hu: 'Gőzölgő pörkölt kockás abroszon, mellette vörösbor és friss kenyér, a falon rézedények és paprikafüzér',
      en: 'A steaming stew on a checked tablecloth with red wine and fresh bread, copper pans and a string of paprika on the wall',
      de: 'Dampfender Pörkölt auf karierter Tischdecke mit Rotwein und frischem Brot, Kupfertöpfe und ein Paprikakranz an der Wand',
    },
  },
  {
    file: 'logo.svg',
    place: 'logo',
    alt: {
      hu: 'A Paprika Bisztró logója: piros paprika és virág egy pöttyös keretű körben',
      en: "Paprika Bisztró's logo: a red paprika and a flower in a dotted round frame",
      de: 'Das Logo des Paprika Bisztró: eine rote Paprika und eine Blume in einem gepunkteten Rund',
    },
  },
  {
    file: 'gallery-1.svg',
    place: 'gallery',
    alt: {
      hu: 'A bisztró meleg fényű étterme fa asztalokkal',
      en: "The bistro's warmly lit dining room with wooden tables",
      de: 'Der warm beleuchtete Gastraum des Bistros mit Holztischen',
    },
  },
  {
    file: 'gallery-2.svg',
    place: 'gallery',
    alt: {
      hu: 'Halászlé rézüstben, nyílt tűz fölött',
      en: "Fisherman's soup in a copper pot over an open fire",
      de: 'Fischsuppe im Kupferkessel über offenem Feuer',
    },
  },
  {
    file: 'gallery-3.svg',
    place: 'gallery',
    alt: {
      hu: 'Dobostorta-szelet tejszínhabbal és málnával egy festett tányéron',
      en: 'A slice of layered Dobos cake with whipped cream and raspberries on a painted plate',
      de: 'Ein Stück Dobostorte mit Schlagsahne und Himbeeren auf einem bemalten Teller',
    },
  },
  {
    file: 'gallery-4.svg',
    place: 'gallery',
    alt: {
      hu: 'Pohár bor a teraszon, háttérben budapesti háztetők alkonyatkor',
      en: 'A glass of wine on the terrace with Budapest rooftops at dusk',
      de: 'Ein Glas Wein auf der Terrasse vor den Dächern Budapests in der Abenddämmerung',
    },
  },
];
