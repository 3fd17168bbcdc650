import type { AuditEntry } from '@restaurant/contract/audit.ts';
import { authorName, describeEntry, entryTime } from '#web/admin/features/audit/describe.ts';

/** The entries grouped by day, each line "Kovács Anna · 14:02 · Gulyásleves ára …". */
export function AuditEntryList(props: { entries: AuditEntry[] }) {
  const days = new Map<string, AuditEntry[]>();
  for (const entry of props.entries) {
    const { date } = entryTime(entry);
    days.set(date, [...(days.get(date) ?? []), entry]);
  }
  return (
    <div className="audit-log">
      {[...days].map(([date, entries]) => (
        <section key={date} className="audit-day" aria-label={date}>
          <h2 className="audit-day__date">{date}</h2>
          <ul className="audit-list">
            {entries.map((entry) => (
              <li key={entry.id} className="audit-entry">
                {describeEntry(entry).map((line, index) => (
                  <p key={index} className="audit-entry__line">
                    <span className="audit-entry__who">
                      {authorName(entry)} · {entryTime(entry).time}
                    </span>{' '}
                    · {line}
                  </p>
                ))}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
