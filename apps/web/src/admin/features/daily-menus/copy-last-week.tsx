import { useMutation, useQuery } from '@tanstack/react-query';
import { addDays } from '@restaurant/contract/calendar.ts';
import { useToast } from '#web/admin/components/toast.tsx';
import { dayMenuQuery, useCopyDailyMenu } from '#web/admin/features/daily-menus/api.ts';
import { ApiError } from '#web/admin/lib/api-client.ts';
import { formatDate } from '@restaurant/contract/format.ts';

/**
 * On a day without a menu: one button that copies the menu of the same day a week earlier, with
 * its items and allergens, when that day had one.
 */
export function CopyLastWeek(props: { date: string }) {
  const source = addDays(props.date, -7);
  const lastWeek = useQuery(dayMenuQuery(source));
  const copy = useCopyDailyMenu();
  const toast = useToast();
  const run = useMutation({
    mutationFn: (id: number) => copy.mutateAsync({ id, date: props.date }),
    onSuccess: () => toast('A múlt heti menü átmásolva'),
  });
  const menu = lastWeek.data;
  if (!menu || menu.items.length === 0) return null;
  return (
    <div className="copy-last-week">
      <button
        type="button"
        className="btn btn--secondary"
        disabled={run.isPending}
        onClick={() => run.mutate(menu.id)}
      >
        A múlt heti menü átmásolása ({formatDate(source, 'hu')}, {menu.items.length} tétel)
      </button>
      {run.isError ? (
        <p className="form-error" role="alert">
          {run.error instanceof ApiError && run.error.status === 409
            ? 'Erre a napra közben már készült menü; frissítse az oldalt.'
            : 'Hiba történt a napi menü másolása közben.'}
        </p>
      ) : null}
    </div>
  );
}
