import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { addDays } from '@restaurant/contract/calendar.ts';
import {
  MAX_STATS_DAYS,
  STATS_PERIODS,
  type ReservationStats,
  type StatsPeriod,
} from '@restaurant/contract/reservation-stats.ts';
import { RESERVATION_SOURCES } from '@restaurant/contract/reservation.ts';
import { ErrorState, LoadingState, OwnerOnlyState } from '#web/admin/components/states.tsx';
import { statsQuery, type StatsSpan } from '#web/admin/features/stats/api.ts';
import { BarList } from '#web/admin/features/stats/bar-list.tsx';
import { ColumnChart } from '#web/admin/features/stats/column-chart.tsx';
import { downloadCsv } from '#web/admin/features/stats/stats-csv.ts';
import { PERIOD_LABELS, percent, periodLabel } from '#web/admin/features/stats/stats-words.ts';
import { useIsOwner } from '#web/admin/lib/auth.tsx';
import { SOURCE_LABELS } from '#web/admin/lib/reservation-labels.ts';
import { restaurantToday } from '#web/admin/lib/restaurant-today.ts';

/** The span shown first: the last 30 days, day by day. */
const DEFAULT_DAYS = 30;

/** The span in the address (tol, ig, bontas), so that a reload or a shared link shows the same. */
function useSpan(): [StatsSpan, (span: StatsSpan) => void] {
  const [params, setParams] = useSearchParams();
  const today = restaurantToday();
  const by = params.get('bontas');
  const span: StatsSpan = {
    from: params.get('tol') ?? addDays(today, 1 - DEFAULT_DAYS),
    to: params.get('ig') ?? today,
    by: STATS_PERIODS.includes(by as StatsPeriod) ? (by as StatsPeriod) : 'day',
  };
  const setSpan = (next: StatsSpan) =>
    setParams({ tol: next.from, ig: next.to, bontas: next.by }, { replace: true });
  return [span, setSpan];
}

/** What is wrong with a span, by field, in the owner's words; empty when it can be asked for. */
function spanErrors({ from, to }: StatsSpan): Partial<Record<'from' | 'to', string>> {
  if (!from) return { from: 'Adja meg a kezdő napot.' };
  if (!to) return { to: 'Adja meg az utolsó napot.' };
  if (to < from) return { to: 'Az utolsó nap nem lehet a kezdő nap előtt.' };
  if (to >= addDays(from, MAX_STATS_DAYS)) {
    return { to: `Legfeljebb ${MAX_STATS_DAYS} napot mutat egyszerre.` };
  }
  return {};
}

function SpanForm(props: { span: StatsSpan; onChange: (span: StatsSpan) => void }) {
  const { span, onChange } = props;
  const errors = spanErrors(span);
  const field = (key: 'from' | 'to', label: string) => (
    <div className="field">
      <label htmlFor={`stats-${key}`}>{label}</label>
      <input
        id={`stats-${key}`}
        type="date"
        value={span[key]}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `stats-${key}-error` : undefined}
        onChange={(event) => onChange({ ...span, [key]: event.target.value })}
      />
      {errors[key] ? (
        <p className="field__error" id={`stats-${key}-error`}>
          {errors[key]}
        </p>
      ) : null}
    </div>
  );
  return (
    // A change shows at once: there is nothing to submit.
    <fieldset className="stats-span">
      <legend className="visually-hidden">Időszak</legend>
      {field('from', 'Kezdő nap')}
      {field('to', 'Utolsó nap')}
      <div className="field">
        <label htmlFor="stats-by">Bontás</label>
        <select
          id="stats-by"
          value={span.by}
          onChange={(event) => onChange({ ...span, by: event.target.value as StatsPeriod })}
        >
          {STATS_PERIODS.map((by) => (
            <option key={by} value={by}>
              {PERIOD_LABELS[by]}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}

function Summary(props: { stats: ReservationStats }) {
  const { total } = props.stats;
  const figures: Array<[string, string]> = [
    ['Vendég', String(total.covers)],
    ['Foglalás', String(total.bookings)],
    ['Nem jött el', percent(total.noShowRate)],
    ['Késői lemondás', percent(total.lateCancelRate)],
  ];
  return (
    <dl className="stat-grid stats-summary">
      {figures.map(([label, value]) => (
        <div className="stat" key={label}>
          <dt className="stat__label">{label}</dt>
          <dd className="stat__value">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Charts(props: { stats: ReservationStats }) {
  const { stats } = props;
  const per = PERIOD_LABELS[stats.by].toLowerCase();
  const busiest = Math.max(0, ...stats.times.map((time) => time.covers));
  return (
    <div className="stats-charts">
      <section className="stats-panel" aria-labelledby="stats-covers">
        <h2 id="stats-covers">Vendégek {per}</h2>
        <ColumnChart
          title={`Vendégek ${per}`}
          unit="fő"
          columns={stats.periods.map((period) => ({
            label: periodLabel(stats.by, period),
            value: period.covers,
          }))}
        />
      </section>
      <section className="stats-panel" aria-labelledby="stats-sources">
        <h2 id="stats-sources">Honnan jöttek</h2>
        <BarList
          label="Foglalások forrás szerint"
          bars={RESERVATION_SOURCES.map((source) => {
            const count = stats.total.bySource[source];
            return {
              label: SOURCE_LABELS[source],
              value: count.covers,
              text: `${count.bookings} foglalás, ${count.covers} fő`,
            };
          })}
        />
      </section>
      <section className="stats-panel" aria-labelledby="stats-times">
        <h2 id="stats-times">Legforgalmasabb időpontok</h2>
        {stats.times.length === 0 ? (
          <p className="state">Ebben az időszakban nincs foglalás.</p>
        ) : (
          <BarList
            label="Vendégek érkezési idő szerint"
            bars={stats.times.map((time) => ({
              label: time.time,
              value: time.covers,
              text: `${time.covers} fő${time.covers === busiest ? ' · a legtöbb' : ''}`,
            }))}
          />
        )}
      </section>
    </div>
  );
}

const COLUMNS = [
  'Foglalás',
  'Vendég',
  ...RESERVATION_SOURCES.map((source) => SOURCE_LABELS[source]),
  'Nem jött el',
  'Késői lemondás',
];

function StatsTable(props: { stats: ReservationStats }) {
  const { stats } = props;
  const row = (label: string, figures: ReservationStats['total']) => {
    const values = [
      String(figures.bookings),
      String(figures.covers),
      ...RESERVATION_SOURCES.map((source) => String(figures.bySource[source].covers)),
      `${figures.noShows} (${percent(figures.noShowRate)})`,
      `${figures.lateCancellations} (${percent(figures.lateCancelRate)})`,
    ];
    return (
      <tr key={label}>
        <th scope="row">{label}</th>
        {values.map((value, index) => (
          <td key={COLUMNS[index]} className="numeric" data-label={COLUMNS[index]}>
            {value}
          </td>
        ))}
      </tr>
    );
  };
  return (
    <table className="resource-table stats-table">
      <caption>
        Foglalások és vendégek {PERIOD_LABELS[stats.by].toLowerCase()}; forrásonként a vendégek
        száma
      </caption>
      <thead>
        <tr>
          <th scope="col">Időszak</th>
          {COLUMNS.map((column) => (
            <th scope="col" className="numeric" key={column}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{stats.periods.map((period) => row(periodLabel(stats.by, period), period))}</tbody>
      <tfoot>{row('Összesen', stats.total)}</tfoot>
    </table>
  );
}

function Numbers(props: { span: StatsSpan }) {
  const stats = useQuery({ ...statsQuery(props.span), placeholderData: (kept) => kept });
  if (stats.isPending) return <LoadingState />;
  if (stats.isError) return <ErrorState message="A számok nem tölthetők be." />;
  const data = stats.data;
  return (
    <>
      <Summary stats={data} />
      <Charts stats={data} />
      <section className="stats-panel" aria-labelledby="stats-table">
        <div className="stats-table__head">
          <h2 id="stats-table">Táblázat</h2>
          <button type="button" className="btn btn--secondary" onClick={() => downloadCsv(data)}>
            Letöltés CSV-ben
          </button>
        </div>
        <StatsTable stats={data} />
      </section>
    </>
  );
}

/** The owner's numbers: covers, sources, no-shows and late cancellations, the busiest times. */
export function StatsPage() {
  const isOwner = useIsOwner();
  const [span, setSpan] = useSpan();
  if (!isOwner) {
    return (
      <div>
        <h1>Számok</h1>
        <OwnerOnlyState />
      </div>
    );
  }
  const valid = Object.keys(spanErrors(span)).length === 0;
  return (
    <div className="stats-page">
      <h1>Számok</h1>
      <SpanForm span={span} onChange={setSpan} />
      {valid ? <Numbers span={span} /> : null}
    </div>
  );
}
