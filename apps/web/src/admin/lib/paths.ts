import type { AuditEntity } from '@restaurant/contract/audit.ts';
import type { Category, CategoryType } from '@restaurant/contract/category.ts';
import { ADMIN_PATH, LOGIN_PATH, loginPath } from '@restaurant/contract/admin-paths.ts';
import { INVITATION_PATH } from '@restaurant/contract/users.ts';

/** A new item's address says `uj` where a stored one has its id. */
type IdOrNew = number | 'uj';

/** The path segment of each kind of category in admin addresses. */
export const CATEGORY_SEGMENT = { Food: 'etel', Drink: 'ital' } as const satisfies Record<
  CategoryType,
  string
>;

/** What a link to the categories list may carry: the tab to open there (food unless it says). */
export type CategoryListState = { categoryType?: CategoryType } | null;

/**
 * What a link from a list to a form carries (`returnTo`: the list, with its search and filter, to
 * come back to once saved) and what the way back carries (`savedId`: the row to show).
 */
export type ListReturnState = { returnTo?: string; savedId?: number } | null;

/** Every screen of the admin, once: the patterns the router matches. */
export const ROUTES = {
  login: LOGIN_PATH,
  dashboard: ADMIN_PATH,
  allergens: '/admin/allergenek',
  allergen: '/admin/allergenek/:id',
  categories: '/admin/kategoriak',
  foodCategories: '/admin/kategoriak/etel',
  drinkCategories: '/admin/kategoriak/ital',
  newFoodCategory: '/admin/kategoriak/uj/etel',
  newDrinkCategory: '/admin/kategoriak/uj/ital',
  category: '/admin/kategoriak/:id',
  foods: '/admin/etelek',
  foodsOfCategory: '/admin/etelek/kategoria/:categoryId',
  newFoodInCategory: '/admin/etelek/uj/:categoryId',
  food: '/admin/etelek/:id',
  drinks: '/admin/italok',
  drinksOfCategory: '/admin/italok/kategoria/:categoryId',
  newDrinkInCategory: '/admin/italok/uj/:categoryId',
  drink: '/admin/italok/:id',
  drinkVariant: '/admin/italok/:id/variansok/:variantId',
  week: '/admin/napi-menuk',
  day: '/admin/napi-menuk/:date',
  dailyMenuItem: '/admin/napi-menuk/:date/tetelek/:itemId',
  offers: '/admin/ajanlatok',
  offer: '/admin/ajanlatok/:id',
  offerItem: '/admin/ajanlatok/:id/tetelek/:itemId',
  events: '/admin/esemenyek',
  event: '/admin/esemenyek/:id',
  eventSheet: '/admin/esemenyek/:id/lap',
  restaurant: '/admin/etterem',
  openingHours: '/admin/nyitvatartas',
  media: '/admin/kepek',
  staff: '/admin/munkatarsak',
  account: '/admin/fiokom',
  auditLog: '/admin/naplo',
  reservations: '/admin/foglalasok',
  reservationSettings: '/admin/foglalasi-beallitasok',
  tables: '/admin/asztalok',
  tablePlan: '/admin/asztalterkep',
  stats: '/admin/szamok',
  allergenMatrix: '/admin/allergenmatrix',
  tableCards: '/admin/qr',
  invitation: `${INVITATION_PATH}/:token`,
} as const;

/** What the log screen can be opened on: one item's history, one person's changes. */
export type AuditLogFilter = { entity?: AuditEntity; entityId?: number; userId?: number };

/** The address of each screen, with its ids and dates filled in. */
export const paths = {
  login: loginPath,
  dashboard: () => ROUTES.dashboard,
  allergens: () => ROUTES.allergens,
  allergen: (id: IdOrNew) => `${ROUTES.allergens}/${id}`,
  /** The categories list, on the tab of a kind when given. */
  categories: (type?: CategoryType) =>
    type ? `${ROUTES.categories}/${CATEGORY_SEGMENT[type]}` : ROUTES.categories,
  newCategory: (type?: CategoryType) =>
    `${ROUTES.categories}/uj${type ? `/${CATEGORY_SEGMENT[type]}` : ''}`,
  category: (id: number) => `${ROUTES.categories}/${id}`,
  /** All foods, or the foods of one category. */
  foods: (categoryId?: number | null) =>
    categoryId ? `${ROUTES.foods}/kategoria/${categoryId}` : ROUTES.foods,
  newFood: (categoryId?: number | null) =>
    `${ROUTES.foods}/uj${categoryId ? `/${categoryId}` : ''}`,
  food: (id: number) => `${ROUTES.foods}/${id}`,
  /** All drinks, or the drinks of one category. */
  drinks: (categoryId?: number | null) =>
    categoryId ? `${ROUTES.drinks}/kategoria/${categoryId}` : ROUTES.drinks,
  newDrink: (categoryId?: number | null) =>
    `${ROUTES.drinks}/uj${categoryId ? `/${categoryId}` : ''}`,
  drink: (id: number) => `${ROUTES.drinks}/${id}`,
  /** The drink form in variant-only mode: a new variant, or one of the drink's variants. */
  drinkVariant: (drinkId: number, variantId: IdOrNew) =>
    `${ROUTES.drinks}/${drinkId}/variansok/${variantId}`,
  /** The items of a category: its foods or its drinks. */
  categoryItems: (category: Pick<Category, 'id' | 'type'>) =>
    category.type === 'Food' ? paths.foods(category.id) : paths.drinks(category.id),
  /** The daily menus of the current week, or of the week that starts on the Monday. */
  week: (monday?: string) => (monday ? `${ROUTES.week}?het=${monday}` : ROUTES.week),
  day: (date: string) => `${ROUTES.week}/${date}`,
  dailyMenuItem: (date: string, itemId: IdOrNew) => `${ROUTES.week}/${date}/tetelek/${itemId}`,
  offers: () => ROUTES.offers,
  offer: (id: IdOrNew) => `${ROUTES.offers}/${id}`,
  offerItem: (offerId: number, itemId: IdOrNew) => `${ROUTES.offers}/${offerId}/tetelek/${itemId}`,
  events: () => ROUTES.events,
  event: (id: IdOrNew) => `${ROUTES.events}/${id}`,
  /** An event's sheet for staff and the kitchen, to print. */
  eventSheet: (id: number) => `${ROUTES.events}/${id}/lap`,
  restaurant: () => ROUTES.restaurant,
  openingHours: () => ROUTES.openingHours,
  media: () => ROUTES.media,
  staff: () => ROUTES.staff,
  account: () => ROUTES.account,
  /** The service view, on a day when given. */
  reservations: (date?: string) =>
    date ? `${ROUTES.reservations}?nap=${date}` : ROUTES.reservations,
  reservationSettings: () => ROUTES.reservationSettings,
  tables: () => ROUTES.tables,
  tablePlan: () => ROUTES.tablePlan,
  stats: () => ROUTES.stats,
  allergenMatrix: () => ROUTES.allergenMatrix,
  tableCards: () => ROUTES.tableCards,
  /** The audit log, filtered when asked (an item's history: its kind and id). */
  auditLog: (filter: AuditLogFilter = {}) => {
    const query = new URLSearchParams();
    if (filter.entity) query.set('tipus', filter.entity);
    if (filter.entityId) query.set('azonosito', String(filter.entityId));
    if (filter.userId) query.set('szemely', String(filter.userId));
    const text = query.toString();
    return text ? `${ROUTES.auditLog}?${text}` : ROUTES.auditLog;
  },
};
