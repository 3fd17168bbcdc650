import { ItemPrice } from '#web/admin/components/item-price.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { weekOf } from '@restaurant/contract/calendar.ts';
import { DateSchema } from '@restaurant/contract/common.ts';
import type { DailyMenu, DailyMenuItem } from '@restaurant/contract/daily-menu.ts';
import { MoveButtons, moved } from '#web/admin/components/move-buttons.tsx';
import { ResourceTable, nameColumns } from '#web/admin/components/resource-table.tsx';
import { EmptyState, ErrorState, QueryState } from '#web/admin/components/states.tsx';
import {
  dayMenuQuery,
  useDeleteDailyMenuItem,
  useReorderDailyMenuItems,
} from '#web/admin/features/daily-menus/api.ts';
import { CopyLastWeek } from '#web/admin/features/daily-menus/copy-last-week.tsx';
import { useDayActions } from '#web/admin/features/daily-menus/day-actions.tsx';
import { WeekStrip } from '#web/admin/features/daily-menus/week-strip.tsx';
import { formatDate } from '@restaurant/contract/format.ts';
import { restaurantToday } from '#web/admin/lib/restaurant-today.ts';
import { useDeleteConfirmation } from '#web/admin/components/use-delete-confirmation.tsx';
import { paths } from '#web/admin/lib/paths.ts';

const allergenNames = (item: DailyMenuItem) =>
  item.allergens.length === 0 ? '–' : item.allergens.map((allergen) => allergen.name.hu).join(', ');

function MenuItems(props: { date: string; menu: DailyMenu }) {
  const { date, menu } = props;
  const client = useQueryClient();
  const reorder = useReorderDailyMenuItems();
  const removeItem = useDeleteDailyMenuItem();
  const [orderError, setOrderError] = useState<string | null>(null);
  const deletion = useDeleteConfirmation({
    title: 'Tétel törlése',
    message:
      'Biztosan törölni szeretné ezt a tételt a napi menüből? Ez a művelet nem visszavonható.',
    conflictMessage: 'Hiba történt a tétel törlése közben.',
    failureMessage: 'Hiba történt a tétel törlése közben.',
    remove: (itemId) => removeItem.mutateAsync({ menuId: menu.id, itemId }),
  });

  const move = (index: number, step: -1 | 1) => {
    const itemIds = moved(
      menu.items.map((item) => item.id),
      index,
      step,
    );
    setOrderError(null);
    // Shown in the new order at once; the server's answer then replaces it.
    const items = itemIds.map((id) => menu.items.find((item) => item.id === id)!);
    client.setQueryData(dayMenuQuery(date).queryKey, (current) => current && { ...current, items });
    reorder.mutate(
      { menuId: menu.id, itemIds },
      { onError: () => setOrderError('Hiba történt a sorrend mentése közben.') },
    );
  };

  return (
    <>
      {orderError ? (
        <p className="form-error" role="alert">
          {orderError}
        </p>
      ) : null}
      {menu.items.length === 0 ? (
        <EmptyState message="A menü még nem tartalmaz tételeket." />
      ) : (
        <ResourceTable
          caption={`Tételek – ${formatDate(date, 'hu')}`}
          rows={menu.items}
          rowName={(row) => row.name.hu}
          editHref={(row) => paths.dailyMenuItem(date, row.id)}
          onDelete={(row) => deletion.ask(row.id)}
          columns={[
            {
              header: 'Sorrend',
              cell: (row) => (
                <MoveButtons
                  index={menu.items.indexOf(row)}
                  count={menu.items.length}
                  name={row.name.hu}
                  busy={reorder.isPending}
                  onMove={(step) => move(menu.items.indexOf(row), step)}
                />
              ),
            },
            ...nameColumns(),
            {
              header: 'Ár',
              cell: (row) => <ItemPrice price={row.price} dishPrice={row.dishPrice} />,
              numeric: true,
            },
            { header: 'Allergének', cell: allergenNames },
          ]}
        />
      )}
      {deletion.dialog}
    </>
  );
}

function DayMenu(props: {
  date: string;
  menu: DailyMenu;
  actions: ReturnType<typeof useDayActions>;
}) {
  const { menu, actions } = props;
  return (
    <>
      <div className="admin-toolbar">
        <button type="button" className="btn btn--secondary" onClick={() => window.print()}>
          Nyomtatás
        </button>
        <button type="button" className="btn btn--secondary" onClick={() => actions.askCopy(menu)}>
          Másolás másik napra
        </button>
        <button
          type="button"
          className="btn btn--danger-outline"
          onClick={() => actions.askDelete(menu)}
        >
          Napi menü törlése
        </button>
      </div>
      <MenuItems date={props.date} menu={menu} />
    </>
  );
}

/** /admin/napi-menuk/{date}: one day's menu with its items, to edit, reorder, copy or delete. */
export function DailyMenuDayPage() {
  const date = useParams().date ?? '';
  const valid = DateSchema.safeParse(date).success;
  const navigate = useNavigate();
  const menu = useQuery({ ...dayMenuQuery(date), enabled: valid });
  const back = paths.week(valid ? weekOf(date).monday : undefined);
  const actions = useDayActions({ onDeleted: () => navigate(back) });
  const isToday = date === restaurantToday();

  return (
    <section className="admin-page" aria-labelledby="page-title">
      <div className="admin-page__header">
        <div className="admin-page__title">
          <h1 id="page-title">Napi menü{valid ? ` – ${formatDate(date, 'hu')}` : ''}</h1>
          {isToday ? <span className="badge badge--accent">Ma</span> : null}
        </div>
        <div className="admin-page__actions">
          <Link className="btn btn--secondary" to={back}>
            Vissza a héthez
          </Link>
          {valid ? (
            <Link className="btn btn--primary" to={paths.dailyMenuItem(date, 'uj')}>
              Új tétel
            </Link>
          ) : null}
        </div>
      </div>
      {valid ? <WeekStrip date={date} /> : null}
      {!valid ? (
        <ErrorState message="Érvénytelen dátum" />
      ) : (
        <QueryState
          query={menu}
          loading="Napi menü betöltése..."
          error="Hiba történt a napi menü betöltése közben."
        >
          {(data) =>
            data === null ? (
              <>
                <EmptyState message="Erre a napra még nincs napi menü. Az első tétellel jön létre." />
                <CopyLastWeek date={date} />
              </>
            ) : (
              <DayMenu date={date} menu={data} actions={actions} />
            )
          }
        </QueryState>
      )}
      {actions.dialogs}
    </section>
  );
}
