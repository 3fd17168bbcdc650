import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AdminLayout } from '#web/admin/layout.tsx';
import { RouteErrorPage } from '#web/admin/components/error-boundary.tsx';
import { ToastProvider } from '#web/admin/components/toast.tsx';
import { AllergenFormPage } from '#web/admin/pages/allergens/allergen-form-page.tsx';
import { AllergenListPage } from '#web/admin/pages/allergens/allergen-list-page.tsx';
import { CategoryFormPage } from '#web/admin/pages/categories/category-form-page.tsx';
import { CategoryListPage } from '#web/admin/pages/categories/category-list-page.tsx';
import { DailyMenuDayPage } from '#web/admin/pages/daily-menus/daily-menu-day-page.tsx';
import { DailyMenuItemFormPage } from '#web/admin/pages/daily-menus/daily-menu-item-form-page.tsx';
import { DailyMenuWeekPage } from '#web/admin/pages/daily-menus/daily-menu-week-page.tsx';
import { FoodFormPage } from '#web/admin/pages/foods/food-form-page.tsx';
import { FoodListPage } from '#web/admin/pages/foods/food-list-page.tsx';
import { OfferFormPage } from '#web/admin/pages/offers/offer-form-page.tsx';
import { OfferItemFormPage } from '#web/admin/pages/offers/offer-item-form-page.tsx';
import { OfferListPage } from '#web/admin/pages/offers/offer-list-page.tsx';
import { DrinkFormPage } from '#web/admin/pages/drinks/drink-form-page.tsx';
import { DrinkListPage } from '#web/admin/pages/drinks/drink-list-page.tsx';
import { DashboardPage } from '#web/admin/pages/dashboard/dashboard-page.tsx';
import { LoginPage } from '#web/admin/pages/login/login-page.tsx';
import { AccountPage } from '#web/admin/pages/account/account-page.tsx';
import { AllergenMatrixPage } from '#web/admin/pages/allergen-matrix/allergen-matrix-page.tsx';
import { TableCardsPage } from '#web/admin/pages/table-cards/table-cards-page.tsx';
import { AuditLogPage } from '#web/admin/pages/audit/audit-log-page.tsx';
import { InvitationPage } from '#web/admin/pages/invitation/invitation-page.tsx';
import { StaffPage } from '#web/admin/pages/staff/staff-page.tsx';
import { TestFormPage } from '#web/admin/pages/test-form/test-form-page.tsx';
import { MediaPage } from '#web/admin/pages/media/media-page.tsx';
import { OpeningHoursPage } from '#web/admin/pages/opening-hours/opening-hours-page.tsx';
import { RestaurantPage } from '#web/admin/pages/restaurant/restaurant-page.tsx';
import { RequireAuth } from '#web/admin/guard.tsx';
import { AuthProvider } from '#web/admin/lib/auth.tsx';
import { ROUTES } from '#web/admin/lib/paths.ts';
import { ReservationSettingsPage } from '#web/admin/pages/reservations/reservation-settings-page.tsx';
import { ReservationsPage } from '#web/admin/pages/reservations/reservations-page.tsx';

/** Any address the admin does not know goes to the public home page, which is another app. */
function LeaveForHome() {
  useEffect(() => window.location.replace('/'), []);
  return null;
}

const router = createBrowserRouter([
  { path: ROUTES.login, element: <LoginPage /> },
  { path: ROUTES.invitation, element: <InvitationPage /> },
  {
    element: <RequireAuth />,
    children: [
      {
        element: <AdminLayout />,
        errorElement: <RouteErrorPage />,
        children: [
          { path: ROUTES.dashboard, element: <DashboardPage /> },
          { path: ROUTES.allergens, element: <AllergenListPage /> },
          { path: ROUTES.allergen, element: <AllergenFormPage /> },
          { path: ROUTES.categories, element: <CategoryListPage /> },
          { path: ROUTES.foodCategories, element: <CategoryListPage type="Food" /> },
          { path: ROUTES.drinkCategories, element: <CategoryListPage type="Drink" /> },
          { path: ROUTES.newFoodCategory, element: <CategoryFormPage fixedType="Food" /> },
          { path: ROUTES.newDrinkCategory, element: <CategoryFormPage fixedType="Drink" /> },
          { path: ROUTES.category, element: <CategoryFormPage /> },
          { path: ROUTES.foods, element: <FoodListPage /> },
          { path: ROUTES.foodsOfCategory, element: <FoodListPage /> },
          { path: ROUTES.newFoodInCategory, element: <FoodFormPage /> },
          { path: ROUTES.food, element: <FoodFormPage /> },
          { path: ROUTES.drinks, element: <DrinkListPage /> },
          { path: ROUTES.drinksOfCategory, element: <DrinkListPage /> },
          { path: ROUTES.newDrinkInCategory, element: <DrinkFormPage /> },
          { path: ROUTES.drink, element: <DrinkFormPage /> },
          {
            path: ROUTES.drinkVariant,
            element: <DrinkFormPage variantsOnly />,
          },
          { path: ROUTES.week, element: <DailyMenuWeekPage /> },
          { path: ROUTES.day, element: <DailyMenuDayPage /> },
          { path: ROUTES.dailyMenuItem, element: <DailyMenuItemFormPage /> },
          { path: ROUTES.offers, element: <OfferListPage /> },
          { path: ROUTES.offer, element: <OfferFormPage /> },
          { path: ROUTES.offerItem, element: <OfferItemFormPage /> },
          { path: ROUTES.restaurant, element: <RestaurantPage /> },
          { path: ROUTES.openingHours, element: <OpeningHoursPage /> },
          { path: ROUTES.media, element: <MediaPage /> },
          { path: ROUTES.testForm, element: <TestFormPage /> },
          { path: ROUTES.staff, element: <StaffPage /> },
          { path: ROUTES.account, element: <AccountPage /> },
          { path: ROUTES.auditLog, element: <AuditLogPage /> },
          { path: ROUTES.reservations, element: <ReservationsPage /> },
          { path: ROUTES.reservationSettings, element: <ReservationSettingsPage /> },
          { path: ROUTES.allergenMatrix, element: <AllergenMatrixPage /> },
          { path: ROUTES.tableCards, element: <TableCardsPage /> },
        ],
      },
    ],
  },
  { path: '*', element: <LeaveForHome /> },
]);

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 0 },
  },
});

export function AdminApp() {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
