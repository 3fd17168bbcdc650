import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import type { Media } from '@restaurant/contract/media.ts';
import { FieldIds, LocalizedTextField } from '#web/admin/components/fields.tsx';
import { useToast } from '#web/admin/components/toast.tsx';
import { useSaveAlt } from '#web/admin/features/media/api.ts';
import { localizedRequired, saveErrorMessage } from '#web/admin/lib/form-messages.ts';

const AltSchema = z.object({ alt: localizedRequired('Alternatív szöveg') });

/** The picture's alternative text in the three languages; the site shows it only once all are set. */
export function AltForm(props: { media: Media }) {
  const save = useSaveAlt();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(AltSchema),
    defaultValues: { alt: props.media.alt },
    mode: 'onTouched',
  });
  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await save.mutateAsync({ id: props.media.id, input: values });
      form.reset(values);
      toast('Mentve');
    } catch (cause) {
      setError(saveErrorMessage(cause));
    }
  });
  return (
    <FormProvider {...form}>
      <form className="alt-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        {/* Every picture's card has these fields: ids of its own tie each label to its field. */}
        <FieldIds prefix={`media-${props.media.id}`}>
          <LocalizedTextField name="alt" label={`Alternatív szöveg (${props.media.id}. kép)`} />
        </FieldIds>
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : null}
        <button
          type="submit"
          className="btn btn--secondary btn--small"
          disabled={form.formState.isSubmitting}
        >
          Szöveg mentése
        </button>
      </form>
    </FormProvider>
  );
}
