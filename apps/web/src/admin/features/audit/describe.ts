import type { AuditChange, AuditEntity, AuditEntry } from '@restaurant/contract/audit.ts';
import { describeBookingChanges } from '#web/admin/features/audit/describe-bookings.ts';
import { describeSpecial } from '#web/admin/features/audit/describe-values.ts';
import { formatPrice } from '@restaurant/contract/format.ts';

export const ENTITY_LABELS: Record<AuditEntity, string> = {
  allergen: 'Allergén',
  category: 'Kategória',
  food: 'Étel',
  drink: 'Ital',
  'drink-variant': 'Ital kiszerelés',
  'daily-menu': 'Napi menü',
  'daily-menu-item': 'Napi menü tétel',
  offer: 'Ajánlat',
  'offer-item': 'Ajánlat tétel',
  event: 'Esemény',
  restaurant: 'Étterem adatai',
  'opening-hours': 'Nyitvatartás',
  media: 'Kép',
  gallery: 'Galéria',
  user: 'Munkatárs',
  account: 'Fiók',
  session: 'Bejelentkezés',
  reservation: 'Foglalás',
  'reservation-settings': 'Foglalási beállítások',
  tables: 'Asztalok',
  waitlist: 'Várólista',
};

const ACTIONS: Record<string, string> = {
  create: 'létrehozás',
  update: 'módosítás',
  delete: 'törlés',
  reorder: 'átrendezés',
  copy: 'másolás',
  login: 'sikeres bejelentkezés',
  'login-failed': 'sikertelen bejelentkezés',
  lockout: 'zárolás túl sok hibás próbálkozás miatt',
  'password-change': 'jelszócsere',
  'totp-rotation-start': 'hitelesítő áthelyezésének kezdete',
  'totp-rotation': 'hitelesítő áthelyezve',
  'recovery-codes': 'új helyreállítási kódok',
  'session-end': 'munkamenet lezárva',
  'sessions-end-others': 'minden más munkamenet lezárva',
  enrol: 'regisztráció a meghívóval',
  invite: 'új meghívó',
  erase: 'személyes adatok törlése',
};

const LANGUAGE = { hu: 'magyar', en: 'angol', de: 'német' } as const;

const FIELDS: Record<string, string> = {
  price: 'ára',
  name: 'neve',
  description: 'leírása',
  allergens: 'allergénjei',
  allergensDeclared: 'allergénjei megadva',
  sortOrder: 'sorszáma',
  categoryId: 'kategóriája',
  order: 'sorrendje',
  role: 'szerepköre',
  active: 'aktív',
  username: 'felhasználóneve',
  date: 'dátuma',
  startDate: 'kezdete',
  endDate: 'vége',
  featured: 'kiemelt',
  items: 'tételei',
  variants: 'kiszerelései',
  lockedUntil: 'zárolva eddig',
  method: 'módja',
  sessions: 'munkamenetek',
  address: 'címe',
  geo: 'térképi helye',
  phone: 'telefonszáma',
  email: 'e-mail címe',
  company: 'cégadatai',
  paymentMethods: 'fizetési módjai',
  servesCuisine: 'konyhája',
  priceRange: 'árkategóriája',
  texts: 'szövegei',
  heroMediaId: 'nyitóképe',
  galleryTitle: 'galériájának címe',
  weekly: 'heti nyitvatartása',
  exceptions: 'eltérő napjai',
  mediaIds: 'képei',
  alt: 'alternatív szövege',
  slug: 'címe a weboldalon',
  title: 'címe',
  startTime: 'kezdési ideje',
  endTime: 'befejezési ideje',
  seats: 'helyeinek száma',
  pricePerPerson: 'ára fejenként',
  exclusive: 'kizárólagos',
  bookingOpen: 'foglalható',
  minPartySize: 'legkisebb létszáma',
  maxPartySize: 'legnagyobb létszáma',
  pictureId: 'képe',
  courses: 'menüje',
  prepayment: 'előrefizetése',
  seatsBooked: 'foglalt helyei',
  seatsLeft: 'szabad helyei',
};

const ROLES: Record<string, string> = { owner: 'tulajdonos', editor: 'szerkesztő' };

function formatValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '–';
  if (
    (field === 'price' || field === 'pricePerPerson' || field.startsWith('variants.')) &&
    typeof value === 'number'
  ) {
    return formatPrice(value, 'hu');
  }
  if (field === 'role' && typeof value === 'string') return ROLES[value] ?? value;
  if (typeof value === 'boolean') return value ? 'igen' : 'nem';
  if (Array.isArray(value)) {
    if (value.length === 0) return '–';
    return value.map((item) => formatValue(field, item)).join(', ');
  }
  if (typeof value === 'object') {
    // A text in three languages reads as its Hungarian.
    if ('hu' in value) return `„${String(value.hu)}”`;
    return Object.entries(value)
      .map(([key, inner]) => `${key}: ${formatValue(key, inner)}`)
      .join(', ');
  }
  return String(value);
}

/** The field in words, e.g. "ára", "neve (angol)", "(0,5 l) ára". */
function fieldName(field: string): string {
  const [head = field, tail] = field.split('.');
  if (head === 'variants' && tail) return `(${tail}) ára`;
  const base = FIELDS[head] ?? head;
  const language = LANGUAGE[tail as keyof typeof LANGUAGE];
  return language ? `${base} (${language})` : base;
}

/** One change in words: "Gulyásleves ára 2 490 Ft → 2 690 Ft". */
export function describeChange(label: string | null, change: AuditChange): string {
  const subject = label ? `${label} ${fieldName(change.field)}` : fieldName(change.field);
  const before = formatValue(change.field, change.before);
  const after = formatValue(change.field, change.after);
  return `${subject} ${before} → ${after}`;
}

export const actionName = (action: string) => ACTIONS[action] ?? action;

export const entityName = (entity: string) => ENTITY_LABELS[entity as AuditEntity] ?? entity;

export const authorName = (entry: AuditEntry) =>
  entry.name ?? entry.username ?? 'Ismeretlen felhasználónév';

/** The time of day, 14:02, and the date, 2026. november 23. */
export function entryTime(entry: AuditEntry): { time: string; date: string } {
  const at = new Date(entry.at);
  return {
    time: at.toLocaleTimeString('hu-HU', { hour: '2-digit', minute: '2-digit' }),
    date: at.toLocaleDateString('hu-HU', { year: 'numeric', month: 'long', day: 'numeric' }),
  };
}

/** What the entry says in sentences: the changes of an edit, or just what happened. */
export function describeEntry(entry: AuditEntry): string[] {
  if (entry.action === 'update' || entry.action === 'reorder') {
    const bookings = describeBookingChanges(entry);
    if (bookings && bookings.length > 0) return bookings;
    const prefix = entry.label ?? entityName(entry.entity);
    const lines = entry.changes.flatMap(
      (change) => describeSpecial(prefix, change) ?? [describeChange(entry.label, change)],
    );
    return lines.length > 0 ? lines : [`${entry.label ?? ''} mentve változás nélkül`.trim()];
  }
  const what = [entityName(entry.entity), entry.label].filter(Boolean).join(': ');
  return [`${what} – ${actionName(entry.action)}`];
}
