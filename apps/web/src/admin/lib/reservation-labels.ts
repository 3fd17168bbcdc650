import type {
  ReservationSettings,
  ReservationSource,
  ReservationStatus,
} from '@restaurant/contract/reservation.ts';
import type { WaitlistStatus } from '@restaurant/contract/waitlist.ts';

/** A booking's state as staff read it on the card and in the log. */
export const STATUS_LABELS: Record<ReservationStatus, string> = {
  requested: 'Döntésre vár',
  confirmed: 'Visszaigazolva',
  declined: 'Elutasítva',
  cancelled: 'Lemondva',
  arrived: 'Megérkezett',
  finished: 'Távozott',
  noShow: 'Nem jött el',
};

/** Where a waiting list entry stands, as staff read it. */
export const WAITLIST_STATUS_LABELS: Record<WaitlistStatus, string> = {
  waiting: 'Várakozik',
  offered: 'Időpont felajánlva',
  booked: 'Lefoglalta',
  lapsed: 'Lejárt ajánlat',
  left: 'Lemondott a várólistáról',
};

/** How a booking came, as staff name it. */
export const SOURCE_LABELS: Record<ReservationSource, string> = {
  online: 'Online',
  staff: 'Telefonos',
  walkIn: 'Walk-in',
  waitlist: 'Várólista',
};

type NumberKey = Exclude<keyof ReservationSettings, 'enabled'>;

/** The booking settings' numbers as 'Foglalási beállítások' names them, with a hint where one helps. */
export const SETTING_FIELDS: Array<[NumberKey, string, hint?: string]> = [
  ['slotMinutes', 'Idősáv hossza'],
  [
    'coversPerSlot',
    'Érkező vendégek idősávonként',
    'Ennyi vendég érkezhet egy idősávban, hogy a konyha és a felszolgálás győzze; a többi a következő idősávot kapja.',
  ],
  ['seats', 'Egyszerre ülő vendégek legfeljebb'],
  ['stayMinutes', 'Asztal foglalási ideje (perc)'],
  ['maxPartySizeOnline', 'Online foglalható legnagyobb létszám'],
  ['leadMinutes', 'Legkorábban ennyi perccel előre'],
  ['horizonDays', 'Legfeljebb ennyi nappal előre'],
  ['lastSeatingMinutes', 'Utolsó érkezés a konyhazárás előtt (perc)'],
  ['autoConfirmUpTo', 'Azonnal visszaigazolt létszám legfeljebb'],
  ['reminderHours', 'Emlékeztető ennyi órával előtte (0: nincs)'],
  ['cancelUntilMinutes', 'Lemondás legkésőbb ennyi perccel előtte'],
  [
    'retentionDays',
    'Személyes adatok törlése ennyi nap után',
    'Az impresszum adatkezelési szövege (Étterem adatai) is megnevezi ezt az időt: ha módosítja, írja át ott is.',
  ],
  [
    'waitlistHoldMinutes',
    'Várólistás ajánlat érvényessége (perc)',
    'A felajánlott időpont helyeit ennyi ideig tartjuk a várólistán következő vendégnek.',
  ],
];

/** The slot lengths the booking rules allow, offered as a choice. */
export const SLOT_MINUTES = [15, 30] as const;

/** The switch of online booking, as its checkbox says. */
export const ENABLED_LABEL = 'Online foglalás bekapcsolva';
