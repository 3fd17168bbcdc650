import type { Generated, Kysely } from 'kysely';

type Names = { nameHu: string; nameEn: string; nameDe: string };
type Descriptions = {
  descriptionHu: string | null;
  descriptionEn: string | null;
  descriptionDe: string | null;
};

/** Diet tags, comma-separated in their order (db/diet-tags.ts). */
type DietTags = { dietTags: Generated<string> };

type CategoryTypeColumn = 'Food' | 'Drink';

/** What an item of a daily menu or an offer keeps besides its texts: its dish and whether its allergens were given. */
type ItemLinks = {
  foodId: number | null;
  drinkVariantId: number | null;
  allergensDeclared: Generated<number>;
};

export type Database = {
  /** `code` is set on every row (required by the API); the column allows null only for the migration that added it. */
  allergens: { id: Generated<number>; code: string } & Names;
  categories: { id: Generated<number>; type: CategoryTypeColumn; sortOrder: number } & Names;
  foods: {
    id: Generated<number>;
    categoryId: number;
    categoryType: Generated<'Food'>;
    price: number;
    sortOrder: number;
  } & Names &
    Descriptions &
    DietTags;
  foodAllergens: { foodId: number; allergenId: number };
  drinks: {
    id: Generated<number>;
    categoryId: number;
    categoryType: Generated<'Drink'>;
    sortOrder: number;
    /** 1 when the drink lists allergens or is said to contain none; 0 when nobody said. */
    allergensDeclared: Generated<number>;
  } & Names &
    Descriptions &
    DietTags;
  drinkVariants: {
    id: Generated<number>;
    drinkId: number;
    quantityHu: string;
    quantityEn: string;
    quantityDe: string;
    price: number;
  };
  dailyMenus: { id: Generated<number>; date: string };
  dailyMenuItems: {
    id: Generated<number>;
    dailyMenuId: number;
    price: number;
    sortOrder: number;
  } & Names &
    Descriptions &
    DietTags &
    ItemLinks;
  dailyMenuItemAllergens: { dailyMenuItemId: number; allergenId: number };
  offerItemAllergens: { offerItemId: number; allergenId: number };
  drinkAllergens: { drinkId: number; allergenId: number };
  offers: {
    id: Generated<number>;
    startDate: string;
    endDate: string;
    featured: number;
  } & Names;
  offerItems: { id: Generated<number>; offerId: number; price: number; sortOrder: number } & Names &
    Descriptions &
    DietTags &
    ItemLinks;
  adminUsers: {
    id: Generated<number>;
    username: string;
    name: string | null;
    passwordHash: string;
    totpSecret: string;
    totpLastStep: number | null;
    createdAt: number;
    role: Generated<'owner' | 'editor'>;
    active: Generated<number>;
    lastLoginAt: number | null;
    pendingTotpSecret: string | null;
  };
  sessions: {
    id: string;
    userId: number;
    createdAt: number;
    lastSeenAt: number;
    expiresAt: number;
    userAgent: string | null;
  };
  invitations: {
    tokenHash: string;
    userId: number;
    totpSecret: string;
    createdAt: number;
    expiresAt: number;
  };
  recoveryCodes: { codeHash: string; userId: number; createdAt: number };
  auditLog: {
    id: Generated<number>;
    at: number;
    userId: number | null;
    username: string | null;
    action: string;
    entity: string;
    entityId: string | null;
    label: string | null;
    changes: string;
  };
  settings: { key: string; value: string };
  media: {
    id: Generated<number>;
    key: string;
    width: number;
    height: number;
    /** The widths of its files, comma-separated, smallest first. */
    widths: string;
    altHu: Generated<string>;
    altEn: Generated<string>;
    altDe: Generated<string>;
    createdAt: number;
  };
  mediaFiles: { mediaId: number; width: number; format: string; bytes: Uint8Array };
  loginThrottle: { key: string; failures: number; lockedUntil: number; updatedAt: number };
  healthCheck: { id: number; checkedAt: number };
  contentVersion: { id: number; token: string };
  reservations: {
    id: Generated<number>;
    reference: string;
    tokenHash: string;
    idempotencyKey: string | null;
    /** Hashes of the booking and of the client the key was first sent with. */
    idempotencyRequest: string | null;
    idempotencyClient: string | null;
    /** The status a booking had before it was cancelled, declined or marked no-show. */
    endedFrom: string | null;
    status: string;
    date: string;
    time: string;
    partySize: number;
    name: string | null;
    email: string | null;
    phone: string | null;
    note: string | null;
    language: string;
    tableLabel: string | null;
    staffNote: string | null;
    source: string;
    reminded: Generated<number>;
    erased: Generated<number>;
    createdAt: number;
    calendarSequence: Generated<number>;
    reconfirmedAt: number | null;
    mailbox: string | null;
    leftAt: number | null;
    /** When it was cancelled (unknown for bookings cancelled before this was kept). */
    cancelledAt: number | null;
    /** The event whose seats it takes; null for a regular table. */
    eventId: Generated<number | null>;
    /** When staff marked the event's prepayment paid. */
    paidAt: Generated<number | null>;
    /** The room's tables given to it: a JSON list of ids, null for none. */
    tableIds: string | null;
    /** The guest's phone as it is matched: its last nine digits. */
    phoneKey: string | null;
  };
  guestNotes: {
    id: Generated<number>;
    mailbox: string | null;
    phoneKey: string | null;
    note: string;
    updatedAt: number;
  };
  reservationDays: { date: string; version: number };
  events: {
    id: Generated<number>;
    slug: string;
    titleHu: string;
    titleEn: string;
    titleDe: string;
    descriptionHu: string;
    descriptionEn: string;
    descriptionDe: string;
    prepaymentHu: string;
    prepaymentEn: string;
    prepaymentDe: string;
    date: string;
    startTime: string;
    endTime: string;
    seats: number;
    pricePerPerson: number;
    exclusive: number;
    bookingOpen: number;
    minPartySize: number;
    maxPartySize: number;
    pictureId: number | null;
    prepaymentRequired: number;
  };
  eventCourses: {
    id: Generated<number>;
    eventId: number;
    sortOrder: number;
    foodId: number | null;
  } & Names &
    Descriptions &
    DietTags;
  eventCourseAllergens: { eventCourseId: number; allergenId: number };
  /** Guests waiting for a table on a full day (docs/decisions/023-the-waiting-list.md). */
  waitlist: {
    id: Generated<number>;
    reference: string;
    tokenHash: string;
    status: string;
    date: string;
    partySize: number;
    fromTime: string;
    toTime: string;
    name: string | null;
    email: string | null;
    mailbox: string | null;
    phone: string | null;
    language: string;
    /** The time offered, whose seats the entry holds until `holdUntil`. */
    offeredTime: string | null;
    holdUntil: number | null;
    /** The booking made when the guest took the offer. */
    reservationId: number | null;
    /** The event whose seats the entry waits for; null for a regular day's table. */
    eventId: number | null;
    erased: Generated<number>;
    createdAt: number;
  };
  outbox: {
    id: Generated<number>;
    /** What the message is about (`reservation:12`), to erase it with its subject. */
    topic: string;
    recipient: string;
    /** The whole message as JSON: subject, text, html, attachments. */
    message: string;
    /** The booking whose manage link the message names, written in only when it is sent. */
    linkReference: string | null;
    createdAt: number;
    attempts: Generated<number>;
    nextAttemptAt: number;
    claimedUntil: number | null;
    sentAt: number | null;
    lastError: string | null;
  };
};

/** The database as queries see it. */
export type Db = Kysely<Database>;
