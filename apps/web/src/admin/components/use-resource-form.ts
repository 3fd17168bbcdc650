import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { useToast } from '#web/admin/components/toast.tsx';
import { ApiError, changeIfUnchanged, tagOf } from '#web/admin/lib/api-client.ts';
import { dropDraft, offerDraft, readDraft } from '#web/admin/lib/drafts.ts';
import { FORM_INVALID, saveErrorMessage } from '#web/admin/lib/form-messages.ts';
import type { ListReturnState } from '#web/admin/lib/paths.ts';
import { hungarianFieldMessage } from '#web/admin/lib/server-errors.ts';
import { useLeaveGuard } from '#web/admin/components/use-leave-guard.tsx';

export const DRAFT_RESTORED = 'A nem mentett módosításait visszaállítottuk.';

type Options<S extends z.ZodType<unknown, FieldValues>> = {
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  save: (values: z.output<S>) => Promise<unknown>;
  /** Where to go once saved, unless the user came from a list that asked to be returned to. */
  afterSave: string | ((result: unknown) => string);
  /** The form-level message for an invalid submit, when a form has its own words for it. */
  invalidMessage?: string;
  /** What a failed save says, when a form explains failures in its own words. */
  errorMessage?: (cause: unknown) => string;
  /** The form's field for a path the API names, when the two differ; null when it has none. */
  fieldOf?: (path: string, values: z.input<S>) => string | null;
  /**
   * The API address an edit form reads and saves: its save is refused when someone else has
   * saved the same thing since the form was filled in, instead of undoing their change.
   */
  resource?: string;
  /** Where the form saves the resource, when not at `resource` itself. */
  savesTo?: string;
};

/**
 * Puts the API's refusal (400 with a list of fields) under the fields it names, in Hungarian;
 * answers the messages about fields the form does not show.
 */
function showServerErrors<V extends FieldValues>(
  form: UseFormReturn<V, unknown, unknown>,
  cause: unknown,
  fieldOf: (path: string) => string | null,
): string[] | null {
  if (!(cause instanceof ApiError) || cause.status !== 400 || !cause.problem?.errors) return null;
  const elsewhere: string[] = [];
  let first = true;
  for (const error of cause.problem.errors) {
    const message = hungarianFieldMessage(error);
    const name = fieldOf(error.path);
    if (name === null || form.getValues(name as Path<V>) === undefined) {
      elsewhere.push(message);
      continue;
    }
    form.setError(name as Path<V>, { type: 'server', message }, { shouldFocus: first });
    first = false;
  }
  return elsewhere;
}

/**
 * The create/edit form behaviour every admin form shares: messages on submit and then while
 * correcting (never on leaving a field, so nothing moves under a click), the form-level message,
 * one save at a time, the server's refusals under their fields, a toast, the way back, the
 * question before leaving unsaved changes, and the unsaved values kept over a new login.
 */
export function useResourceForm<S extends z.ZodType<unknown, FieldValues>>(options: Options<S>) {
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const address = `${location.pathname}${location.search}`;
  const returnTo = (location.state as ListReturnState | null)?.returnTo;
  const [error, setError] = useState<string | null>(null);
  // Where to go once saved; navigating waits for the render in which the form is clean again,
  // so the unsaved-changes guard does not stop it.
  const [savedTarget, setSavedTarget] = useState<{ to: string; state: ListReturnState } | null>(
    null,
  );
  useEffect(() => {
    if (savedTarget) void navigate(savedTarget.to, { state: savedTarget.state });
  }, [savedTarget, navigate]);
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    // zodResolver's overloads cannot see through a generic schema; the types are the schema's own.
    resolver: zodResolver(options.schema as never) as unknown as Resolver<
      z.input<S>,
      unknown,
      z.output<S>
    >,
    defaultValues: options.defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  // Values kept when the session ended while this form was open come back, still unsaved.
  const [draft] = useState(() => readDraft(address));
  useEffect(() => {
    if (draft === undefined) return;
    form.reset(draft as z.input<S>, { keepDefaultValues: true });
    dropDraft(address);
  }, [draft, address, form]);
  useEffect(
    () => offerDraft(address, () => (form.formState.isDirty ? form.getValues() : undefined)),
    [address, form],
  );

  // A save in flight, or done and leaving: further clicks send nothing.
  const busy = useRef(false);
  const saved = useRef(false);
  // Set by "save and start another": stay on a fresh form instead of leaving.
  const another = useRef(false);
  const [savedCount, setSavedCount] = useState(0);
  // The version of the resource the form was filled in from, and then the one it saved.
  const baseTag = useRef(options.resource ? tagOf(options.resource) : undefined);

  const submit = form.handleSubmit(
    async (values) => {
      setError(null);
      try {
        const { resource } = options;
        const savesTo = options.savesTo ?? resource;
        const result = savesTo
          ? await changeIfUnchanged(savesTo, baseTag.current, () => options.save(values))
          : await options.save(values);
        if (savesTo) baseTag.current = tagOf(savesTo);
        toast('Mentve');
        if (another.current) {
          form.reset();
          setSavedCount((count) => count + 1);
          return;
        }
        form.reset(form.getValues());
        const to =
          returnTo ??
          (typeof options.afterSave === 'string' ? options.afterSave : options.afterSave(result));
        // A form that is its own way back stays open, clean, and takes the next change.
        if (to === address) return;
        saved.current = true;
        const id = (result as { id?: unknown } | undefined)?.id;
        setSavedTarget({ to, state: typeof id === 'number' ? { savedId: id } : null });
      } catch (cause) {
        // Told that someone else saved meanwhile, the next press saves these values over theirs.
        if (cause instanceof ApiError && cause.status === 412) baseTag.current = undefined;
        const elsewhere = showServerErrors(form, cause, (path) =>
          options.fieldOf ? options.fieldOf(path, form.getValues()) : path,
        );
        const invalid = options.invalidMessage ?? FORM_INVALID;
        setError(
          elsewhere
            ? [invalid, ...elsewhere].join(' ')
            : (options.errorMessage ?? saveErrorMessage)(cause),
        );
      }
    },
    () => setError(options.invalidMessage ?? FORM_INVALID),
  );

  const run = async (event: BaseSyntheticEvent | undefined, startAnother: boolean) => {
    event?.preventDefault();
    if (busy.current) return;
    busy.current = true;
    another.current = startAnother;
    try {
      await submit(event);
    } finally {
      busy.current = saved.current;
      another.current = false;
    }
  };

  // Rendered by the form: asks before leaving with unsaved changes.
  const leaveGuard = useLeaveGuard(form.formState.isDirty);

  return {
    form,
    onSubmit: (event?: BaseSyntheticEvent) => run(event, false),
    /** Saves and starts a fresh form in place, for adding several items in a row. */
    onSubmitAnother: () => run(undefined, true),
    /** How many were saved with onSubmitAnother: a key for parts that start afresh with the form. */
    savedCount,
    error,
    notice: draft === undefined ? null : DRAFT_RESTORED,
    saving: form.formState.isSubmitting,
    leaveGuard,
  };
}
