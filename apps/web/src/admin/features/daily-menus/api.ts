import { queryOptions, useMutation } from '@tanstack/react-query';
import { addDays } from '@restaurant/contract/calendar.ts';
import type { MenuItemInput } from '@restaurant/contract/menu-item.ts';
import type { DailyMenu, DailyMenuItem } from '@restaurant/contract/daily-menu.ts';
import { ApiError, api } from '#web/admin/lib/api-client.ts';
import { useInvalidate } from '#web/admin/lib/use-invalidate.ts';

const KEY = ['daily-menus'] as const;

/** The menus of the Monday-to-Sunday week from the Monday. */
export const weekMenusQuery = (monday: string) =>
  queryOptions({
    queryKey: [...KEY, 'week', monday],
    queryFn: () =>
      api<DailyMenu[]>('GET', `/api/dailyMenus?from=${monday}&to=${addDays(monday, 6)}`),
  });

async function fetchDay(date: string): Promise<DailyMenu | null> {
  const menus = await api<DailyMenu[]>('GET', `/api/dailyMenus?from=${date}&to=${date}`);
  return menus[0] ?? null;
}

/** The menu of one date, or null when the date has none yet. */
export const dayMenuQuery = (date: string) =>
  queryOptions({ queryKey: [...KEY, 'day', date], queryFn: () => fetchDay(date) });

/** The id of the date's menu, which is created when the date has none yet. */
async function ensureMenu(date: string): Promise<number> {
  try {
    return (await api<DailyMenu>('POST', `/api/dailyMenus?date=${date}`)).id;
  } catch (error) {
    // Created meanwhile (in another tab, or by an earlier attempt whose item was refused).
    if (error instanceof ApiError && error.status === 409) {
      const menu = await fetchDay(date);
      if (menu) return menu.id;
    }
    throw error;
  }
}

export function useSaveDailyMenuItem() {
  const invalidate = useInvalidate(KEY);
  return useMutation({
    mutationFn: async (target: {
      date: string;
      menuId: number | null;
      itemId: number | null;
      input: MenuItemInput;
    }) => {
      const menuId = target.menuId ?? (await ensureMenu(target.date));
      const items = `/api/daily-menus/${menuId}/items`;
      return target.itemId === null
        ? api<DailyMenuItem>('POST', items, target.input)
        : api<DailyMenuItem>('PUT', `${items}/${target.itemId}`, target.input);
    },
    onSettled: invalidate,
  });
}

export function useDeleteDailyMenuItem() {
  const invalidate = useInvalidate(KEY);
  return useMutation({
    mutationFn: ({ menuId, itemId }: { menuId: number; itemId: number }) =>
      api<void>('DELETE', `/api/daily-menus/${menuId}/items/${itemId}`),
    onSuccess: invalidate,
  });
}

export function useReorderDailyMenuItems() {
  const invalidate = useInvalidate(KEY);
  return useMutation({
    mutationFn: ({ menuId, itemIds }: { menuId: number; itemIds: number[] }) =>
      api<DailyMenuItem[]>('PUT', `/api/daily-menus/${menuId}/items/order`, { itemIds }),
    onSettled: invalidate,
  });
}

export function useDeleteDailyMenu() {
  const invalidate = useInvalidate(KEY);
  return useMutation({
    mutationFn: (id: number) => api<void>('DELETE', `/api/dailyMenus/${id}`),
    onSuccess: invalidate,
  });
}

/** Copies a menu to another date; the API answers 409 when that date has a menu. */
export function useCopyDailyMenu() {
  const invalidate = useInvalidate(KEY);
  return useMutation({
    mutationFn: ({ id, date }: { id: number; date: string }) =>
      api<DailyMenu>('POST', `/api/dailyMenus/${id}/copy?date=${date}`),
    onSuccess: invalidate,
  });
}

/** Copies the week from Monday `from` to the week from Monday `to`, all or nothing. */
export function useCopyWeek() {
  const invalidate = useInvalidate(KEY);
  return useMutation({
    mutationFn: ({ from, to }: { from: string; to: string }) =>
      api<DailyMenu[]>('POST', `/api/dailyMenus/copy-week?from=${from}&to=${to}`),
    onSuccess: invalidate,
  });
}
