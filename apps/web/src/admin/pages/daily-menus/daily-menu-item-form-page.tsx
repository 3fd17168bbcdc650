import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { Allergen } from '@restaurant/contract/allergen.ts';
import { DateSchema } from '@restaurant/contract/common.ts';
import type { DailyMenu, DailyMenuItem } from '@restaurant/contract/daily-menu.ts';
import { ErrorState, waitingState } from '#web/admin/components/states.tsx';
import { allergensQuery } from '#web/admin/features/allergens/api.ts';
import { dayMenuQuery, useSaveDailyMenuItem } from '#web/admin/features/daily-menus/api.ts';
import { parseRouteId } from '#web/admin/lib/route-id.ts';
import { paths } from '#web/admin/lib/paths.ts';
import { MenuItemForm } from '#web/admin/pages/menu-items/menu-item-form.tsx';
import { formatDate } from '@restaurant/contract/format.ts';

function DailyMenuItemForm(props: {
  date: string;
  menu: DailyMenu | null;
  item: DailyMenuItem | null;
  allergens: Allergen[];
}) {
  const { date, menu, item } = props;
  const save = useSaveDailyMenuItem();
  return (
    <MenuItemForm
      of={formatDate(date, 'hu')}
      item={item}
      allergens={props.allergens}
      back={paths.day(date)}
      save={(input) =>
        save.mutateAsync({ date, menuId: menu?.id ?? null, itemId: item?.id ?? null, input })
      }
    />
  );
}

/** /admin/napi-menuk/{date}/tetelek/uj and /admin/napi-menuk/{date}/tetelek/{itemId}. */
export function DailyMenuItemFormPage() {
  const params = useParams();
  const date = params.date ?? '';
  const validDate = DateSchema.safeParse(date).success;
  const itemId = parseRouteId(params.itemId);
  const menu = useQuery({ ...dayMenuQuery(date), enabled: validDate });
  const allergens = useQuery(allergensQuery());

  if (!validDate) return <ErrorState message="Érvénytelen dátum" />;
  if (Number.isNaN(itemId)) return <ErrorState message="Érvénytelen tétel azonosító" />;
  const waiting = waitingState(itemId === null ? 'Betöltés...' : 'Tétel betöltése...', [
    [menu, 'Hiba történt a napi menü betöltése közben.'],
    [allergens, 'Hiba történt az allergének betöltése közben.'],
  ]);
  if (waiting) return waiting;
  const item = itemId === null ? null : menu.data?.items.find((entry) => entry.id === itemId);
  if (item === undefined) return <ErrorState message="Ez a tétel nem található ezen a napon." />;
  return (
    <DailyMenuItemForm
      key={item?.id ?? 'new'}
      date={date}
      menu={menu.data!}
      item={item}
      allergens={allergens.data!}
    />
  );
}
