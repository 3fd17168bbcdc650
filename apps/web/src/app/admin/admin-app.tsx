import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AdminLayout } from '#web/components/layouts/admin-layout.tsx';
import { ToastProvider } from '#web/components/ui/toast.tsx';
import { AllergenFormPage } from '#web/features/allergens/components/allergen-form-page.tsx';
import { AllergenListPage } from '#web/features/allergens/components/allergen-list-page.tsx';
import { CategoryFormPage } from '#web/features/categories/components/category-form-page.tsx';
import { CategoryListPage } from '#web/features/categories/components/category-list-page.tsx';
import { DailyMenuDayPage } from '#web/features/daily-menus/components/daily-menu-day-page.tsx';
import { DailyMenuItemFormPage } from '#web/features/daily-menus/components/daily-menu-item-form-page.tsx';
import { DailyMenuWeekPage } from '#web/features/daily-menus/components/daily-menu-week-page.tsx';
import { FoodFormPage } from '#web/features/foods/components/food-form-page.tsx';
import { FoodListPage } from '#web/features/foods/components/food-list-page.tsx';
import { OfferFormPage } from '#web/features/offers/components/offer-form-page.tsx';
import { OfferItemFormPage } from '#web/features/offers/components/offer-item-form-page.tsx';
import { OfferListPage } from '#web/features/offers/components/offer-list-page.tsx';
import { DrinkFormPage } from '#web/features/drinks/components/drink-form-page.tsx';
import { DrinkListPage } from '#web/features/drinks/components/drink-list-page.tsx';
import { DashboardPage } from '#web/app/admin/pages/dashboard-page.tsx';
import { LoginPage } from '#web/app/admin/pages/login-page.tsx';
import { TestFormPage } from '#web/app/admin/pages/test-form-page.tsx';
import { RequireAuth } from '#web/app/admin/require-auth.tsx';
import { AuthProvider } from '#web/lib/auth.tsx';

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
