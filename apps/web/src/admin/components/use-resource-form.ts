import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { useToast } from '#web/admin/components/toast.tsx';
import { FORM_INVALID, saveErrorMessage } from '#web/admin/lib/form-messages.ts';
import { useLeaveGuard } from '#web/admin/components/use-leave-guard.tsx';

/**
 * The create/edit form behaviour every admin form shares: the schema's Hungarian messages per
 * field, the form-level message on an invalid submit, saving once at a time, a toast, the way
 * back, and the question before leaving unsaved changes.
 */
export function useResourceForm<S extends z.ZodType<unknown, FieldValues>>(options: {
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  save: (values: z.output<S>) => Promise<unknown>;
  afterSave: string | ((result: unknown) => string);
  /** The form-level message for an invalid submit, when a form has its own words for it. */
  invalidMessage?: string;
  /** What a failed save says, when a form explains failures in its own words. */
  errorMessage?: (cause: unknown) => string;
}) {
  const navigate = useNavigate();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  // Where to go once saved; navigating waits for the render in which the form is clean again,
  // so the unsaved-changes guard does not stop it.
  const [savedTarget, setSavedTarget] = useState<string | null>(null);
  useEffect(() => {
    if (savedTarget) void navigate(savedTarget);
  }, [savedTarget, navigate]);
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    // zodResolver's overloads cannot see through a generic schema; the types are the schema's own.
    resolver: zodResolver(options.schema as never) as unknown as Resolver<
      z.input<S>,
      unknown,
      z.output<S>
    >,
    defaultValues: options.defaultValues,
    mode: 'onTouched',
  });

  const onSubmit = form.handleSubmit(
    async (values) => {
      setError(null);
      try {
        const result = await options.save(values);
        form.reset(form.getValues());
        toast('Mentve');
        setSavedTarget(
          typeof options.afterSave === 'string' ? options.afterSave : options.afterSave(result),
        );
      } catch (cause) {
        setError((options.errorMessage ?? saveErrorMessage)(cause));
      }
    },
    () => setError(options.invalidMessage ?? FORM_INVALID),
  );

  // Rendered by the form: asks before leaving with unsaved changes.
  const leaveGuard = useLeaveGuard(form.formState.isDirty && !form.formState.isSubmitSuccessful);

  return { form, onSubmit, error, saving: form.formState.isSubmitting, leaveGuard };
}
