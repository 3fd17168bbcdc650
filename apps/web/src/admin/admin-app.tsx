import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { AdminLayout } from '#web/admin/layout.tsx';
import { RouteErrorPage } from '#web/admin/components/error-boundary.tsx';
import { LoadingState } from '#web/admin/components/states.tsx';
import { ToastProvider } from '#web/admin/components/toast.tsx';
import { RequireAuth } from '#web/admin/guard.tsx';
import { AuthProvider } from '#web/admin/lib/auth.tsx';
import { ROUTES } from '#web/admin/lib/paths.ts';
import { screens } from '#web/admin/screens.ts';

/**
 * An address served by a document other than this app's: any address the admin does not know (the
 * public home page), and the login, which the server renders (`admin/login/`).
 */
function LoadDocument(props: { address?: string }) {
  useEffect(() => window.location.replace(props.address ?? window.location.href), [props.address]);
  return null;
}

/**
 * A route whose screen's code is fetched when it is first shown (or its link pointed at); the
 * admin's first screen says it is loading meanwhile.
 */
function screen<M>(path: string, load: () => Promise<M>, render: (module: M) => ReactNode) {
  return {
    path,
    lazy: async () => ({ element: render(await load()) }),
    hydrateFallbackElement: <LoadingState />,
  } satisfies RouteObject;
}

// A page for trying the form fields, in a development build only (so not among ROUTES).
const developmentRoutes = import.meta.env.DEV
  ? [
      screen(
        '/admin/test-form',
        () => import('#web/admin/pages/test-form/test-form-page.tsx'),
        (m) => <m.TestFormPage />,
      ),
    ]
  : [];

const router = createBrowserRouter([
  { path: ROUTES.login, element: <LoadDocument /> },
  screen(ROUTES.invitation, screens.invitation, (m) => <m.InvitationPage />),
  {
    element: <RequireAuth />,
    children: [
      {
        element: <AdminLayout />,
        errorElement: <RouteErrorPage />,
        children: [
          screen(ROUTES.dashboard, screens.dashboard, (m) => <m.DashboardPage />),
          screen(ROUTES.allergens, screens.allergenList, (m) => <m.AllergenListPage />),
          screen(ROUTES.allergen, screens.allergenForm, (m) => <m.AllergenFormPage />),
          screen(ROUTES.categories, screens.categoryList, (m) => <m.CategoryListPage />),
          screen(ROUTES.foodCategories, screens.categoryList, (m) => (
            <m.CategoryListPage type="Food" />
          )),
          screen(ROUTES.drinkCategories, screens.categoryList, (m) => (
            <m.CategoryListPage type="Drink" />
          )),
          screen(ROUTES.newFoodCategory, screens.categoryForm, (m) => (
            <m.CategoryFormPage fixedType="Food" />
          )),
          screen(ROUTES.newDrinkCategory, screens.categoryForm, (m) => (
            <m.CategoryFormPage fixedType="Drink" />
          )),
          screen(ROUTES.category, screens.categoryForm, (m) => <m.CategoryFormPage />),
          screen(ROUTES.foods, screens.foodList, (m) => <m.FoodListPage />),
          screen(ROUTES.foodsOfCategory, screens.foodList, (m) => <m.FoodListPage />),
          screen(ROUTES.newFoodInCategory, screens.foodForm, (m) => <m.FoodFormPage />),
          screen(ROUTES.food, screens.foodForm, (m) => <m.FoodFormPage />),
          screen(ROUTES.drinks, screens.drinkList, (m) => <m.DrinkListPage />),
          screen(ROUTES.drinksOfCategory, screens.drinkList, (m) => <m.DrinkListPage />),
          screen(ROUTES.newDrinkInCategory, screens.drinkForm, (m) => <m.DrinkFormPage />),
          screen(ROUTES.drink, screens.drinkForm, (m) => <m.DrinkFormPage />),
          screen(ROUTES.drinkVariant, screens.drinkForm, (m) => <m.DrinkFormPage variantsOnly />),
          screen(ROUTES.week, screens.week, (m) => <m.DailyMenuWeekPage />),
          screen(ROUTES.day, screens.day, (m) => <m.DailyMenuDayPage />),
          screen(ROUTES.dailyMenuItem, screens.dailyMenuItem, (m) => <m.DailyMenuItemFormPage />),
          screen(ROUTES.offers, screens.offerList, (m) => <m.OfferListPage />),
          screen(ROUTES.offer, screens.offerForm, (m) => <m.OfferFormPage />),
          screen(ROUTES.offerItem, screens.offerItem, (m) => <m.OfferItemFormPage />),
          screen(ROUTES.events, screens.eventList, (m) => <m.EventListPage />),
          screen(ROUTES.event, screens.eventForm, (m) => <m.EventFormPage />),
          screen(ROUTES.eventSheet, screens.eventSheet, (m) => <m.EventSheetPage />),
          screen(ROUTES.restaurant, screens.restaurant, (m) => <m.RestaurantPage />),
          screen(ROUTES.openingHours, screens.openingHours, (m) => <m.OpeningHoursPage />),
          screen(ROUTES.media, screens.media, (m) => <m.MediaPage />),
          screen(ROUTES.staff, screens.staff, (m) => <m.StaffPage />),
          screen(ROUTES.account, screens.account, (m) => <m.AccountPage />),
          screen(ROUTES.auditLog, screens.auditLog, (m) => <m.AuditLogPage />),
          screen(ROUTES.reservations, screens.reservations, (m) => <m.ReservationsPage />),
          screen(ROUTES.reservationSettings, screens.reservationSettings, (m) => (
            <m.ReservationSettingsPage />
          )),
          screen(ROUTES.tables, screens.tables, (m) => <m.TablesPage />),
          screen(ROUTES.tablePlan, screens.tablePlan, (m) => <m.TablePlanPage />),
          screen(ROUTES.stats, screens.stats, (m) => <m.StatsPage />),
          screen(ROUTES.allergenMatrix, screens.allergenMatrix, (m) => <m.AllergenMatrixPage />),
          screen(ROUTES.tableCards, screens.tableCards, (m) => <m.TableCardsPage />),
          ...developmentRoutes,
        ],
      },
    ],
  },
  { path: '*', element: <LoadDocument address="/" /> },
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
