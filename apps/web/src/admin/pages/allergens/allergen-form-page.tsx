import { useQuery } from '@tanstack/react-query';
import { FormProvider } from 'react-hook-form';
import { useParams } from 'react-router';
import { z } from 'zod';
import type { Allergen } from '@restaurant/contract/allergen.ts';
import { LocalizedTextField } from '#web/admin/components/fields.tsx';
import { FormShell } from '#web/admin/components/form-shell.tsx';
import { QueryState } from '#web/admin/components/states.tsx';
import { allergenQuery, useSaveAllergen } from '#web/admin/features/allergens/api.ts';
import { localizedRequired } from '#web/admin/lib/form-messages.ts';
import { parseRouteId } from '#web/admin/lib/route-id.ts';
import { useResourceForm } from '#web/admin/components/use-resource-form.ts';
import { paths } from '#web/admin/lib/paths.ts';

const AllergenFormSchema = z.object({ name: localizedRequired('Név') });

function AllergenForm(props: { allergen: Allergen | null }) {
  const save = useSaveAllergen();
  const { form, onSubmit, error, saving, leaveGuard } = useResourceForm({
    schema: AllergenFormSchema,
    defaultValues: { name: props.allergen?.name ?? { hu: '', en: '', de: '' } },
    save: (input) => save.mutateAsync({ id: props.allergen?.id ?? null, input }),
    afterSave: paths.allergens(),
  });
  return (
    <FormProvider {...form}>
      <FormShell
        title={props.allergen ? 'Allergén szerkesztése' : 'Új allergén hozzáadása'}
        isNew={!props.allergen}
        saving={saving}
        error={error}
        cancelTo={paths.allergens()}
        historyHref={
          props.allergen
            ? paths.auditLog({ entity: 'allergen', entityId: props.allergen.id })
            : undefined
        }
        onSubmit={(event) => void onSubmit(event)}
      >
        <LocalizedTextField name="name" label="Név" />
      </FormShell>
      {leaveGuard}
    </FormProvider>
  );
}

export function AllergenFormPage() {
  const id = parseRouteId(useParams().id);
  const allergen = useQuery({ ...allergenQuery(id ?? 0), enabled: id !== null });
  if (id === null) return <AllergenForm allergen={null} />;
  return (
    <QueryState
      query={allergen}
      loading="Allergén betöltése..."
      error="Hiba történt az allergének betöltése közben."
    >
      {(data) => <AllergenForm allergen={data} />}
    </QueryState>
  );
}
