import { useQuery } from '@tanstack/react-query';
import { FormProvider } from 'react-hook-form';
import { useParams } from 'react-router';
import { z } from 'zod';
import type { Allergen } from '@restaurant/contract/allergen.ts';
import { DateSchema } from '@restaurant/contract/common.ts';
import type { DailyMenu, DailyMenuItem } from '@restaurant/contract/daily-menu.ts';
import { LocalizedTextField, NumberField } from '#web/admin/components/fields.tsx';
import { FormShell } from '#web/admin/components/form-shell.tsx';
import { ErrorState, waitingState } from '#web/admin/components/states.tsx';
import { allergensQuery } from '#web/admin/features/allergens/api.ts';
import { AllergenField } from '#web/admin/components/allergen-field.tsx';
import { dayMenuQuery, useSaveDailyMenuItem } from '#web/admin/features/daily-menus/api.ts';
import {
  EMPTY_TEXT,
  descriptionOrNull,
  localizedOptional,
  localizedRequired,
  nonNegativeNumber,
} from '#web/admin/lib/form-messages.ts';
import { formatDate } from '#web/shared/format.ts';
import { parseRouteId } from '#web/admin/lib/route-id.ts';
import { useResourceForm } from '#web/admin/components/use-resource-form.ts';
import { paths } from '#web/admin/lib/paths.ts';

const DailyMenuItemFormSchema = z.object({
  name: localizedRequired('Név'),
  description: localizedOptional(),
  price: nonNegativeNumber('Ár'),
  allergenIds: z.array(z.number()),
});

function DailyMenuItemForm(props: {
  date: string;
  menu: DailyMenu | null;
  item: DailyMenuItem | null;
  allergens: Allergen[];
}) {
  const { date, menu, item } = props;
  const save = useSaveDailyMenuItem();
  const { form, onSubmit, error, saving, leaveGuard } = useResourceForm({
    schema: DailyMenuItemFormSchema,
    defaultValues: {
      name: item?.name ?? EMPTY_TEXT,
      description: item?.description ?? EMPTY_TEXT,
      price: item?.price ?? '',
      allergenIds: item?.allergens.map((allergen) => allergen.id) ?? [],
    },
    save: ({ description, ...fields }) =>
      save.mutateAsync({
        date,
        menuId: menu?.id ?? null,
        itemId: item?.id ?? null,
        input: { ...fields, description: descriptionOrNull(description) },
      }),
    afterSave: paths.day(date),
  });
  return (
    <FormProvider {...form}>
      <FormShell
        title={`${item ? 'Tétel szerkesztése' : 'Új tétel hozzáadása'} – ${formatDate(date, 'hu')}`}
        isNew={!item}
        saving={saving}
        error={error}
        cancelTo={paths.day(date)}
        onSubmit={(event) => void onSubmit(event)}
      >
        <LocalizedTextField name="name" label="Név" />
        <LocalizedTextField name="description" label="Leírás" multiline />
        <NumberField name="price" label="Ár (Ft)" />
        <AllergenField allergens={props.allergens} />
      </FormShell>
      {leaveGuard}
    </FormProvider>
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
