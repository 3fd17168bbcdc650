import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FormProvider, useWatch, type UseFormReturn } from 'react-hook-form';
import { useParams } from 'react-router';
import { z } from 'zod';
import { suggestAllergenCode } from '@restaurant/contract/allergen-code.ts';
import type { Allergen } from '@restaurant/contract/allergen.ts';
import { ALLERGEN_CODE_MAX_LENGTH } from '@restaurant/contract/limits.ts';
import { LocalizedTextField, TextField } from '#web/admin/components/fields.tsx';
import { FormShell } from '#web/admin/components/form-shell.tsx';
import { QueryState } from '#web/admin/components/states.tsx';
import {
  allergenQuery,
  allergensQuery,
  useSaveAllergen,
} from '#web/admin/features/allergens/api.ts';
import { ApiError } from '#web/admin/lib/api-client.ts';
import {
  EMPTY_TEXT,
  localizedRequired,
  requiredMessage,
  saveErrorMessage,
  tooLongMessage,
} from '#web/admin/lib/form-messages.ts';
import { parseRouteId } from '#web/admin/lib/route-id.ts';
import { useResourceForm } from '#web/admin/components/use-resource-form.ts';
import { paths } from '#web/admin/lib/paths.ts';

const CODE_FIELD = 'Jelölés';

const AllergenFormSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, requiredMessage(CODE_FIELD))
    .max(ALLERGEN_CODE_MAX_LENGTH, tooLongMessage(ALLERGEN_CODE_MAX_LENGTH))
    .regex(/^[\p{L}\p{N}]*$/u, 'Csak betűket és számjegyeket tartalmazhat'),
  name: localizedRequired('Név'),
});

/** A taken mark is explained; other failures say what every form says. */
const saveError = (cause: unknown) =>
  cause instanceof ApiError && cause.status === 409
    ? 'Ezt a jelölést már egy másik allergén használja. Válasszon másikat.'
    : saveErrorMessage(cause);

type AllergenFormValues = z.infer<typeof AllergenFormSchema>;

/**
 * Fills a new allergen's mark with the one the server would give it (the Annex II number of its
 * English name, or the lowest free number from 15 up) until staff type a mark of their own.
 */
function useSuggestedCode(form: UseFormReturn<AllergenFormValues>, enabled: boolean) {
  const allergens = useQuery({ ...allergensQuery(), enabled });
  const english = useWatch({ control: form.control, name: 'name.en' });
  const { setValue, getFieldState } = form;
  useEffect(() => {
    if (!enabled || !allergens.data || getFieldState('code').isDirty) return;
    const codes = allergens.data.map((allergen) => allergen.code);
    setValue('code', suggestAllergenCode(english ?? '', codes));
  }, [enabled, allergens.data, english, setValue, getFieldState]);
}

function AllergenForm(props: { allergen: Allergen | null }) {
  const save = useSaveAllergen();
  const { form, onSubmit, error, notice, saving, leaveGuard } = useResourceForm({
    schema: AllergenFormSchema,
    defaultValues: {
      code: props.allergen?.code ?? '',
      name: props.allergen?.name ?? EMPTY_TEXT,
    },
    save: (input) => save.mutateAsync({ id: props.allergen?.id ?? null, input }),
    afterSave: paths.allergens(),
    resource: props.allergen ? `/api/allergens/${props.allergen.id}` : undefined,
    errorMessage: saveError,
  });
  useSuggestedCode(form, !props.allergen);
  return (
    <FormProvider {...form}>
      <FormShell
        title={props.allergen ? 'Allergén szerkesztése' : 'Új allergén hozzáadása'}
        isNew={!props.allergen}
        saving={saving}
        error={error}
        notice={notice}
        cancelTo={paths.allergens()}
        historyHref={
          props.allergen
            ? paths.auditLog({ entity: 'allergen', entityId: props.allergen.id })
            : undefined
        }
        onSubmit={(event) => void onSubmit(event)}
      >
        <TextField name="code" label={CODE_FIELD} />
        <p className="field__hint">
          A vendégek ezt a rövid jelet látják az ételek mellett és a jelmagyarázatban (az EU 14
          allergénje: 1–14, pl. 7 = tej). Új allergénnél az angol név alapján kitöltjük: az EU 14
          egyikének a száma, egyébként a legkisebb szabad szám 15-től. Legfeljebb{' '}
          {ALLERGEN_CODE_MAX_LENGTH} betű vagy számjegy.
        </p>
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
