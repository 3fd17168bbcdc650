/**
 * The code of each admin screen, fetched when the screen is first shown, or earlier when its link
 * in the sidebar is pointed at or focused. A screen's import resolves once and is then kept.
 */
export const screens = {
  dashboard: () => import('#web/admin/pages/dashboard/dashboard-page.tsx'),
  invitation: () => import('#web/admin/pages/invitation/invitation-page.tsx'),
  allergenList: () => import('#web/admin/pages/allergens/allergen-list-page.tsx'),
  allergenForm: () => import('#web/admin/pages/allergens/allergen-form-page.tsx'),
  categoryList: () => import('#web/admin/pages/categories/category-list-page.tsx'),
  categoryForm: () => import('#web/admin/pages/categories/category-form-page.tsx'),
  foodList: () => import('#web/admin/pages/foods/food-list-page.tsx'),
  foodForm: () => import('#web/admin/pages/foods/food-form-page.tsx'),
  drinkList: () => import('#web/admin/pages/drinks/drink-list-page.tsx'),
  drinkForm: () => import('#web/admin/pages/drinks/drink-form-page.tsx'),
  week: () => import('#web/admin/pages/daily-menus/daily-menu-week-page.tsx'),
  day: () => import('#web/admin/pages/daily-menus/daily-menu-day-page.tsx'),
  dailyMenuItem: () => import('#web/admin/pages/daily-menus/daily-menu-item-form-page.tsx'),
  offerList: () => import('#web/admin/pages/offers/offer-list-page.tsx'),
  offerForm: () => import('#web/admin/pages/offers/offer-form-page.tsx'),
  offerItem: () => import('#web/admin/pages/offers/offer-item-form-page.tsx'),
  eventList: () => import('#web/admin/pages/events/event-list-page.tsx'),
  eventForm: () => import('#web/admin/pages/events/event-form-page.tsx'),
  eventSheet: () => import('#web/admin/pages/events/event-sheet-page.tsx'),
  restaurant: () => import('#web/admin/pages/restaurant/restaurant-page.tsx'),
  openingHours: () => import('#web/admin/pages/opening-hours/opening-hours-page.tsx'),
  media: () => import('#web/admin/pages/media/media-page.tsx'),
  staff: () => import('#web/admin/pages/staff/staff-page.tsx'),
  account: () => import('#web/admin/pages/account/account-page.tsx'),
  auditLog: () => import('#web/admin/pages/audit/audit-log-page.tsx'),
  reservations: () => import('#web/admin/pages/reservations/reservations-page.tsx'),
  reservationSettings: () => import('#web/admin/pages/reservations/reservation-settings-page.tsx'),
  tables: () => import('#web/admin/pages/tables/tables-page.tsx'),
  tablePlan: () => import('#web/admin/pages/tables/table-plan-page.tsx'),
  stats: () => import('#web/admin/pages/stats/stats-page.tsx'),
  allergenMatrix: () => import('#web/admin/pages/allergen-matrix/allergen-matrix-page.tsx'),
  tableCards: () => import('#web/admin/pages/table-cards/table-cards-page.tsx'),
};

export type ScreenLoader = (typeof screens)[keyof typeof screens];
