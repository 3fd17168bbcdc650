import { minutesOf } from '@restaurant/contract/opening-times.ts';
import { instantOf, wallClock, zoneOffsets } from '@restaurant/contract/zone-clock.ts';

/** What a calendar entry says of a booking. */
export type CalendarEntry = {
  method: 'REQUEST' | 'CANCEL';
  uid: string;
  sequence: number;
  /** TENTATIVE while the booking waits for staff again after a change. */
  status: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
  date: string;
  time: string;
  stayMinutes: number;
  timeZone: string;
  summary: string;
  description: string;
  location: string;
  url: string;
  organizer: string;
  attendee: string;
  now: number;
};

const MINUTE_MS = 60_000;
const encoder = new TextEncoder();

/** Lines of at most 75 octets (RFC 5545 3.1), never splitting a character. */
export function fold(line: string): string {
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(part);
      part = '';
      octets = 0;
    }
    part += char;
    octets += size;
  }
  parts.push(part);
  return parts.join('\r\n ');
}

const text = (value: string) => value.replace(/([\\;,])/g, '\\$1').replace(/\r?\n/g, '\\n');
const utc = (instant: number) =>
  new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const local = (date: string, minutes: number) =>
  `${date.replace(/-/g, '')}T${String(Math.floor(minutes / 60)).padStart(2, '0')}${String(minutes % 60).padStart(2, '0')}00`;
const offset = (minutes: number) => {
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
};

/**
 * The zone's rules around an instant: each change of offset in the year before it and the year of
 * it (found month by month), so that any calendar reads the entry's times in the zone's own hours.
 */
function timeZoneBlock(timeZone: string, at: number): string[] {
  const year = new Date(at).getUTCFullYear();
  const changes: Array<{ at: number; from: number; to: number }> = [];
  let previous: number | undefined;
  for (let month = 0; month < 24; month++) {
    const start = Date.UTC(year - 1, month, 1);
    const { steps } = zoneOffsets(timeZone, start, 31);
    for (const step of steps) {
      if (previous !== undefined && step.minutes !== previous && step.at > start) {
        changes.push({ at: step.at, from: previous, to: step.minutes });
      }
      previous = step.minutes;
    }
  }
  const observances =
    changes.length === 0
      ? [['STANDARD', '19700101T000000', previous!, previous!] as const]
      : changes.map((change) => {
          const wall = wallClock('UTC', change.at + change.from * MINUTE_MS);
          const kind = change.to > change.from ? 'DAYLIGHT' : 'STANDARD';
          return [kind, local(wall.date, wall.minutes), change.from, change.to] as const;
        });
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${timeZone}`,
    ...observances.flatMap(([kind, start, from, to]) => [
      `BEGIN:${kind}`,
      `DTSTART:${start}`,
      `TZOFFSETFROM:${offset(from)}`,
      `TZOFFSETTO:${offset(to)}`,
      `END:${kind}`,
    ]),
    'END:VTIMEZONE',
  ];
}

/**
 * A booking as an iTIP calendar message (RFC 5545/5546): REQUEST for the booking and each change
 * of it (the same UID, a higher SEQUENCE), CANCEL when it is cancelled or declined.
 */
export function calendarEntry(entry: CalendarEntry): string {
  const start = instantOf(entry.timeZone, entry.date, minutesOf(entry.time));
  const end = wallClock(entry.timeZone, start + entry.stayMinutes * MINUTE_MS);
  const zone = `TZID=${entry.timeZone}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//restaurant-site//booking//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${entry.method}`,
    ...timeZoneBlock(entry.timeZone, start),
    'BEGIN:VEVENT',
    `UID:${entry.uid}`,
    `SEQUENCE:${entry.sequence}`,
    `DTSTAMP:${utc(entry.now)}`,
    `DTSTART;${zone}:${local(entry.date, minutesOf(entry.time))}`,
    `DTEND;${zone}:${local(end.date, end.minutes)}`,
    `STATUS:${entry.status}`,
    `SUMMARY:${text(entry.summary)}`,
    `DESCRIPTION:${text(entry.description)}`,
    `LOCATION:${text(entry.location)}`,
    `URL:${entry.url}`,
    `ORGANIZER:mailto:${entry.organizer}`,
    `ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:${entry.attendee}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
