import { useQuery } from '@tanstack/react-query';
import { FormProvider } from 'react-hook-form';
import { useParams } from 'react-router';
import { z } from 'zod';
import { CATEGORY_TYPES, type Category, type CategoryType } from '@restaurant/contract/category.ts';
import { LocalizedTextField, NumberField, SelectField } from '#web/admin/components/fields.tsx';
import { FormShell } from '#web/admin/components/form-shell.tsx';
import { ErrorState, QueryState } from '#web/admin/components/states.tsx';
import {
  CATEGORY_TYPE_TEXT,
  categoryQuery,
  useSaveCategory,
} from '#web/admin/features/categories/api.ts';
import { localizedRequired, wholeNumber } from '#web/admin/lib/form-messages.ts';
import { parseRouteId } from '#web/admin/lib/route-id.ts';
import { useResourceForm } from '#web/admin/components/use-resource-form.ts';
import { paths } from '#web/admin/lib/paths.ts';

const CategoryFormSchema = z.object({
  type: z.enum(CATEGORY_TYPES),
  name: localizedRequired('Név'),
  sortOrder: wholeNumber(),
});

const TYPE_OPTIONS = CATEGORY_TYPES.map((type) => ({
  value: type,
  label: CATEGORY_TYPE_TEXT[type].label,
}));

/** The kind of a category is chosen once, on creation; after that it is only shown. */
function FixedType(props: { type: CategoryType }) {
  return (
    <dl className="field">
      <dt className="field__label">Típus</dt>
      <dd className="field__static">{CATEGORY_TYPE_TEXT[props.type].label}</dd>
    </dl>
  );
}

function CategoryForm(props: {
  category: Category | null;
  /** The kind a new category gets when the route says it; null lets the user choose. */
  fixedType: CategoryType | null;
}) {
  const { category, fixedType } = props;
  const save = useSaveCategory();
  const { form, onSubmit, error, notice, saving, leaveGuard } = useResourceForm({
    schema: CategoryFormSchema,
    defaultValues: {
      type: category?.type ?? fixedType ?? 'Food',
      name: category?.name ?? { hu: '', en: '', de: '' },
      sortOrder: category?.sortOrder ?? 0,
    },
    save: ({ type, ...input }) =>
      save.mutateAsync(category ? { id: category.id, input } : { type, input }),
    afterSave: (saved) => paths.categories((saved as Category).type),
    resource: category ? `/api/categories/${category.id}` : undefined,
  });
  const shownType = category?.type ?? fixedType;
  return (
    <FormProvider {...form}>
      <FormShell
        title={category ? 'Kategória szerkesztése' : 'Új kategória hozzáadása'}
        isNew={!category}
        saving={saving}
        error={error}
        notice={notice}
        cancelTo={paths.categories(shownType ?? undefined)}
        onSubmit={(event) => void onSubmit(event)}
      >
        {shownType ? (
          <FixedType type={shownType} />
        ) : (
          <SelectField name="type" label="Típus" options={TYPE_OPTIONS} />
        )}
        <LocalizedTextField name="name" label="Név" />
        <NumberField name="sortOrder" label="Sorrend" />
      </FormShell>
      {leaveGuard}
    </FormProvider>
  );
}

/** /admin/kategoriak/uj, /uj/etel, /uj/ital and /admin/kategoriak/{id}. */
export function CategoryFormPage(props: { fixedType?: CategoryType }) {
  const id = parseRouteId(useParams().id);
  const category = useQuery({
    ...categoryQuery(id ?? 0),
    enabled: id !== null && !Number.isNaN(id),
  });
  if (id === null) return <CategoryForm category={null} fixedType={props.fixedType ?? null} />;
  if (Number.isNaN(id)) return <ErrorState message="Érvénytelen kategória azonosító" />;
  return (
    <QueryState
      query={category}
      loading="Kategória betöltése..."
      error="Hiba történt a kategória betöltése közben."
    >
      {(data) => <CategoryForm category={data} fixedType={null} />}
    </QueryState>
  );
}
