import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { addDays } from '@restaurant/contract/calendar.ts';
import type { DailyMenu } from '@restaurant/contract/daily-menu.ts';
import { FormDialog } from '#web/admin/components/form-dialog.tsx';
import { useToast } from '#web/admin/components/toast.tsx';
import { useCopyWeek, weekMenusQuery } from '#web/admin/features/daily-menus/api.ts';
import { withArticle } from '#web/admin/features/daily-menus/hungarian.ts';
import { ApiError } from '#web/admin/lib/api-client.ts';
import { formatDate, formatShortDate } from '@restaurant/contract/format.ts';
import { paths } from '#web/admin/lib/paths.ts';

export const weekRange = (monday: string) =>
  `${formatShortDate(monday)} – ${formatShortDate(addDays(monday, 6))}`;

/**
 * Copies a week's menus to the following week after asking. The API copies all or nothing; when
 * some days of the next week already have a menu, those days are named.
 */
export function useCopyWeekForward(monday: string, menus: DailyMenu[]) {
  const toast = useToast();
  const navigate = useNavigate();
  const client = useQueryClient();
  const copyWeek = useCopyWeek();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const next = addDays(monday, 7);

  /** The days of the next week that would receive a copy but already have a menu. */
  const takenDays = async () => {
    const nextWeek = await client.fetchQuery(weekMenusQuery(next));
    const copied = new Set(menus.map((menu) => addDays(menu.date, 7)));
    return nextWeek.filter((menu) => copied.has(menu.date)).map((menu) => menu.date);
  };

  const submit = async () => {
    setError(null);
    try {
      await copyWeek.mutateAsync({ from: monday, to: next });
      setOpen(false);
      toast('A hét napi menüi átmásolva a következő hétre');
      void navigate(paths.week(next));
    } catch (cause) {
      if (cause instanceof ApiError && cause.status === 409) {
        const days = await takenDays().catch(() => []);
        setError(
          'A következő héten már van napi menü' +
            (days.length > 0
              ? ` ezeken a napokon: ${days.map((d) => formatDate(d, 'hu')).join('; ')}`
              : '') +
            '. Semmi sem lett átmásolva: előbb törölje azokat a menüket, vagy másolja a napokat egyenként.',
        );
      } else {
        setError('Hiba történt a hét másolása közben.');
      }
    }
  };

  return {
    ask: () => {
      setError(null);
      setOpen(true);
    },
    dialog: (
      <FormDialog
        open={open}
        title="Hét másolása"
        message={
          `${withArticle(weekRange(monday), true)} hét ${menus.length} napi menüje a tételeivel együtt ` +
          `átkerül a következő hét (${weekRange(next)}) azonos napjaira.`
        }
        submitLabel="Másolás"
        busy={copyWeek.isPending}
        error={error}
        onSubmit={() => void submit()}
        onCancel={() => setOpen(false)}
      />
    ),
  };
}
