import { useId, useState } from 'react';
import { addDays } from '@restaurant/contract/calendar.ts';
import { DateSchema } from '@restaurant/contract/common.ts';
import type { DailyMenu } from '@restaurant/contract/daily-menu.ts';
import { FormDialog } from '#web/admin/components/form-dialog.tsx';
import { useToast } from '#web/admin/components/toast.tsx';
import { useCopyDailyMenu, useDeleteDailyMenu } from '#web/admin/features/daily-menus/api.ts';
import { withArticle } from '#web/admin/features/daily-menus/hungarian.ts';
import { ApiError } from '#web/admin/lib/api-client.ts';
import { requiredMessage } from '#web/admin/lib/form-messages.ts';
import { formatDate } from '@restaurant/contract/format.ts';
import { useDeleteConfirmation } from '#web/admin/components/use-delete-confirmation.tsx';

const dayName = (date: string) => formatDate(date, 'hu');

/** The date a copy may go to, or the reason it may not. */
function targetError(source: string, target: string): string | null {
  if (target === '') return requiredMessage('Céldátum');
  if (!DateSchema.safeParse(target).success) return 'Érvénytelen dátum';
  if (target === source) return 'Válasszon a menü saját napjától eltérő napot.';
  return null;
}

/** Asks for the date to copy a day's menu to, and copies it; a taken date is explained. */
function useCopyDay() {
  const toast = useToast();
  const copy = useCopyDailyMenu();
  const [source, setSource] = useState<DailyMenu | null>(null);
  const [target, setTarget] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();

  const close = () => {
    setSource(null);
    setFieldError(null);
    setError(null);
  };
  const submit = async () => {
    if (!source) return;
    const invalid = targetError(source.date, target);
    setFieldError(invalid);
    setError(null);
    if (invalid) return;
    try {
      await copy.mutateAsync({ id: source.id, date: target });
      close();
      toast(`Átmásolva: ${dayName(target)}`);
    } catch (cause) {
      setError(
        cause instanceof ApiError && cause.status === 409
          ? `Erre a napra (${dayName(target)}) már van napi menü, ezért a másolás nem történt meg. ` +
              'Válasszon másik napot, vagy előbb törölje azt a menüt.'
          : 'Hiba történt a napi menü másolása közben.',
      );
    }
  };

  return {
    ask: (menu: DailyMenu) => {
      setSource(menu);
      setTarget(addDays(menu.date, 1));
      setFieldError(null);
      setError(null);
    },
    dialog: (
      <FormDialog
        open={source !== null}
        title="Napi menü másolása"
        message={
          source
            ? `${withArticle(dayName(source.date), true)} menüje a tételeivel és ` +
              'allergénjeivel együtt átkerül a választott napra.'
            : undefined
        }
        submitLabel="Másolás"
        busy={copy.isPending}
        error={error}
        onSubmit={() => void submit()}
        onCancel={close}
      >
        <div className="field field--date">
          <label htmlFor={inputId}>Céldátum</label>
          <input
            id={inputId}
            type="date"
            value={target}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? `${inputId}-error` : undefined}
            onChange={(event) => setTarget(event.target.value)}
          />
          {fieldError ? (
            <p className="field__error" id={`${inputId}-error`} role="alert">
              {fieldError}
            </p>
          ) : null}
        </div>
      </FormDialog>
    ),
  };
}

/** Copying a day to another day and deleting a day (after asking), for the week and day views. */
export function useDayActions(options: { onDeleted?: () => void } = {}) {
  const copyDay = useCopyDay();
  const remove = useDeleteDailyMenu();
  const [deleting, setDeleting] = useState<DailyMenu | null>(null);
  const deletion = useDeleteConfirmation({
    title: 'Napi menü törlése',
    message: deleting
      ? `Biztosan törölni szeretné ezt a napi menüt (${dayName(deleting.date)})? Ez a művelet ` +
        'nem visszavonható, és törli a menü tételeit is.'
      : '',
    conflictMessage: 'Hiba történt a napi menü törlése közben.',
    failureMessage: 'Hiba történt a napi menü törlése közben.',
    remove: async (id) => {
      await remove.mutateAsync(id);
      options.onDeleted?.();
    },
  });

  return {
    askCopy: copyDay.ask,
    askDelete: (menu: DailyMenu) => {
      setDeleting(menu);
      deletion.ask(menu.id);
    },
    dialogs: (
      <>
        {copyDay.dialog}
        {deletion.dialog}
      </>
    ),
  };
}
