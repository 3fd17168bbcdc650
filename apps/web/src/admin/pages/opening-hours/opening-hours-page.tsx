import { useQuery } from '@tanstack/react-query';
import { FormProvider } from 'react-hook-form';
import type { OpeningHours } from '@restaurant/contract/opening-hours.ts';
import { FormShell } from '#web/admin/components/form-shell.tsx';
import { QueryState } from '#web/admin/components/states.tsx';
import { useResourceForm } from '#web/admin/components/use-resource-form.ts';
import { openingHoursQuery, useSaveOpeningHours } from '#web/admin/features/opening-hours/api.ts';
import { ExceptionsEditor } from '#web/admin/features/opening-hours/exceptions-editor.tsx';
import {
  HoursFormSchema,
  fromForm,
  toForm,
} from '#web/admin/features/opening-hours/hours-form-schema.ts';
import { WeekGrid } from '#web/admin/features/opening-hours/week-grid.tsx';
import { paths } from '#web/admin/lib/paths.ts';
import { restaurantToday } from '#web/admin/lib/restaurant-today.ts';

function OpeningHoursForm(props: { hours: OpeningHours }) {
  const save = useSaveOpeningHours();
  const { form, onSubmit, error, saving, leaveGuard } = useResourceForm({
    schema: HoursFormSchema,
    defaultValues: toForm(props.hours),
    save: (values) => save.mutateAsync(fromForm(values)),
    afterSave: paths.openingHours(),
    resource: '/api/opening-hours',
  });
  return (
    <FormProvider {...form}>
      <FormShell
        title="Nyitvatartás"
        isNew={false}
        saving={saving}
        error={error}
        cancelTo={paths.dashboard()}
        onSubmit={(event) => void onSubmit(event)}
      >
        <p className="field__hint">
          Egy napon több idősáv is lehet (pl. ebéd és vacsora). Ha a zárás korábbi, mint a nyitás,
          az idősáv éjfél után ér véget. A konyha az étterem nyitvatartásán belül lehet nyitva.
        </p>
        <h2>Heti nyitvatartás</h2>
        <WeekGrid />
        <ExceptionsEditor today={restaurantToday()} />
      </FormShell>
      {leaveGuard}
    </FormProvider>
  );
}

/** /admin/nyitvatartas: the week's hours and the exceptions to them. */
export function OpeningHoursPage() {
  const hours = useQuery(openingHoursQuery());
  return (
    <QueryState
      query={hours}
      loading="A nyitvatartás betöltése..."
      error="Hiba történt a nyitvatartás betöltése közben."
    >
      {(data) => <OpeningHoursForm hours={data} />}
    </QueryState>
  );
}
