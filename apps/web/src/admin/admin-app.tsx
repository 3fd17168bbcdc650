import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AdminLayout } from '#web/admin/layout.tsx';
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
import { TestFormPage } from '#web/admin/pages/test-form/test-form-page.tsx';
import { RequireAuth } from '#web/admin/guard.tsx';
import { AuthProvider } from '#web/admin/lib/auth.tsx';

/** Any address the admin does not know goes to the public home page, which is another app. */
function LeaveForHome() {
  useEffect(() => window.location.replace('/'), []);
  return null;
}

const router = createBrowserRouter([
  { path: '/admin/login', element: <LoginPage /> },
  {
    element: <RequireAuth />,
    children: [
      {
        element: <AdminLayout />,
        children: [
          { path: '/admin', element: <DashboardPage /> },
          { path: '/admin/allergenek', element: <AllergenListPage /> },
          { path: '/admin/allergenek/:id', element: <AllergenFormPage /> },
          { path: '/admin/kategoriak', element: <CategoryListPage /> },
          { path: '/admin/kategoriak/etel', element: <CategoryListPage type="Food" /> },
          { path: '/admin/kategoriak/ital', element: <CategoryListPage type="Drink" /> },
          { path: '/admin/kategoriak/uj/etel', element: <CategoryFormPage fixedType="Food" /> },
          { path: '/admin/kategoriak/uj/ital', element: <CategoryFormPage fixedType="Drink" /> },
          { path: '/admin/kategoriak/:id', element: <CategoryFormPage /> },
          { path: '/admin/etelek', element: <FoodListPage /> },
          { path: '/admin/etelek/kategoria/:categoryId', element: <FoodListPage /> },
          { path: '/admin/etelek/uj/:categoryId', element: <FoodFormPage /> },
          { path: '/admin/etelek/:id', element: <FoodFormPage /> },
          { path: '/admin/italok', element: <DrinkListPage /> },
          { path: '/admin/italok/kategoria/:categoryId', element: <DrinkListPage /> },
          { path: '/admin/italok/uj/:categoryId', element: <DrinkFormPage /> },
          { path: '/admin/italok/:id', element: <DrinkFormPage /> },
          {
            path: '/admin/italok/:id/variansok/:variantId',
            element: <DrinkFormPage variantsOnly />,
          },
          { path: '/admin/napi-menuk', element: <DailyMenuWeekPage /> },
          { path: '/admin/napi-menuk/:date', element: <DailyMenuDayPage /> },
          { path: '/admin/napi-menuk/:date/tetelek/:itemId', element: <DailyMenuItemFormPage /> },
          { path: '/admin/ajanlatok', element: <OfferListPage /> },
          { path: '/admin/ajanlatok/:id', element: <OfferFormPage /> },
          { path: '/admin/ajanlatok/:id/tetelek/:itemId', element: <OfferItemFormPage /> },
          { path: '/admin/test-form', element: <TestFormPage /> },
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
