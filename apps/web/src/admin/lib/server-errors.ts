import type { FieldError } from '@restaurant/contract/problem.ts';
import { formatPrice } from '@restaurant/contract/format.ts';
import {
  POSITIVE,
  requiredInMessage,
  requiredMessage,
  tooLongMessage,
} from '#web/admin/lib/form-messages.ts';

/** The Hungarian label of each field the API names in its `errors` list. */
const FIELD_LABELS: Record<string, string> = {
  name: 'Név',
  description: 'Leírás',
  price: 'Ár',
  sortOrder: 'Sorrend',
  categoryId: 'Kategória',
  allergenIds: 'Allergének',
  dietTags: 'Jelölések',
  quantity: 'Mennyiség',
  variants: 'Italváltozatok',
  startDate: 'Kezdő dátum',
  endDate: 'Záró dátum',
  featured: 'Kiemelt',
  date: 'Dátum',
  type: 'Típus',
  code: 'Jelölés',
  slug: 'Webcím',
  title: 'Cím',
  startTime: 'Kezdés',
  endTime: 'Befejezés',
  seats: 'Helyek száma',
  pricePerPerson: 'Ár / fő',
  minPartySize: 'Legkisebb társaság',
  maxPartySize: 'Legnagyobb társaság',
  instructions: 'Fizetési útmutató',
  foodId: 'Étel',
  courses: 'Menü',
};

/** The events' own refusals, said in Hungarian. */
const EVENT_MESSAGES: Array<[RegExp, (match: RegExpExecArray) => string]> = [
  [/another event has this address/, () => 'Ez a webcím már egy másik eseményé'],
  [/lower-case letters, digits/, () => 'Csak kisbetűk, számok és egyszeres kötőjelek'],
  [
    /must be at least (\d+), the seats already booked/,
    (m) => `Legalább ${m[1]} kell: ennyi hely már foglalt`,
  ],
  [/no such dish/, () => 'Ez az étel már nem létezik; válasszon másikat'],
  [/must not end when it starts/, () => 'A befejezés nem lehet ugyanakkor, mint a kezdés'],
  [/smaller than the smallest party/, () => 'Nem lehet kisebb a legkisebb társaságnál'],
  [/more than the seats/, () => 'Nem lehet több a helyek számánál'],
  [/must say how to pay/, () => 'A fizetési útmutató kitöltése magyarul kötelező'],
];
const LANGS = ['hu', 'en', 'de'] as const;
type Lang = (typeof LANGS)[number];
const isLang = (part: string | undefined): part is Lang => LANGS.includes(part as Lang);

/** The field a path such as `name.hu` or `variants.0.price` is about, and its language. */
function fieldOf(path: string): { label: string; lang: Lang | undefined; key: string } {
  const parts = path.split('.');
  const last = parts.at(-1);
  const lang = isLang(last) ? last : undefined;
  const key = [...parts].reverse().find((part) => !isLang(part) && !/^\d+$/.test(part)) ?? '';
  return { label: FIELD_LABELS[key] ?? 'Mező', lang, key };
}

const STALE = 'Egy elem közben megváltozott vagy törölték. Töltse be újra az oldalt.';

const number = (text: string) => Number(text.replace(/[_\s,]/g, ''));

/**
 * The API's English word about one field, said in Hungarian: the known messages by rule (blank,
 * too long, too big, too small, not whole, wrong characters), anything else as a plain "not
 * valid" for the field.
 */
export function hungarianFieldMessage(error: FieldError): string {
  const { label, lang, key } = fieldOf(error.path);
  const message = error.message.toLowerCase();
  if (key === 'id') return STALE;
  for (const [pattern, say] of EVENT_MESSAGES) {
    const match = pattern.exec(message);
    if (match) return say(match);
  }
  if (/must not be blank|received undefined|required/.test(message)) {
    return lang ? requiredInMessage(label, lang) : requiredMessage(label);
  }
  const longest = /at most (\d+) characters|expected string to have <=\s*(\d+)/.exec(message);
  if (longest) return tooLongMessage(number(longest[1] ?? longest[2] ?? '0'));
  const highest = /expected number to be <=?\s*([\d_,]+)/.exec(message);
  if (highest) {
    const max = number(highest[1] ?? '0');
    return `Legfeljebb ${key === 'price' || key === 'pricePerPerson' ? formatPrice(max, 'hu') : max.toLocaleString('hu')} lehet`;
  }
  if (/expected number to be >\s*0\b/.test(message)) return POSITIVE;
  if (/expected number to be >=\s*0\b/.test(message)) return 'Az érték nem lehet negatív';
  if (/expected int/.test(message)) return 'Egész számot adjon meg';
  if (/control characters/.test(message)) return 'Nem tartalmazhat vezérlőkaraktereket';
  if (/end date must not be before/.test(message)) {
    return 'A záró dátum nem lehet korábbi a kezdő dátumnál';
  }
  if (/not possible with the allergens listed/.test(message)) {
    return 'A jelölés ellentmond az allergéneknek: vegán étel nem tartalmazhat tejet, tojást, halat, rákféléket vagy puhatestűeket, vegetáriánus pedig halat, rákféléket vagy puhatestűeket.';
  }
  if (/date/.test(message)) return 'Érvénytelen dátum';
  return `A(z) ${label} mező értéke nem megfelelő`;
}
