// @vitest-environment happy-dom
import fs from 'node:fs';
import path from 'node:path';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Event } from '@restaurant/contract/event.ts';
import type { Dictionary } from '@restaurant/contract/site.ts';
import { EventFields } from '#web/site/components/event-fields.tsx';
import { isBookable } from '#web/site/components/seats-left.tsx';
import { LanguageProvider } from '#web/site/i18n/language-provider.tsx';

const german = JSON.parse(
  fs.readFileSync(path.resolve('apps/web/public/locales', 'de.json'), 'utf8'),
) as Dictionary;
const text = (hu: string, en: string, de: string) => ({ hu, en, de });
const dinner = {
  id: 12,
  slug: 'weindinner',
  title: text('Borvacsora', 'Wine dinner', 'Weindinner'),
  description: text('', '', ''),
  date: '2027-03-12',
  startTime: '19:00',
  endTime: '23:00',
  seats: 20,
  seatsBooked: 14,
  seatsLeft: 6,
  pricePerPerson: 24_900,
  exclusive: false,
  bookingOpen: true,
  minPartySize: 2,
  maxPartySize: 5,
  pictureId: null,
  courses: [],
  prepayment: { required: true, instructions: text('', '', '') },
} as unknown as Event;

const inGerman = (event: Event, values: Record<string, string> = {}) =>
  render(
    <LanguageProvider initialLang="de" initialDictionary={german}>
      <form>
        <EventFields event={event} values={values} errors={{}} />
      </form>
    </LanguageProvider>,
  );

describe('EventFields', () => {
  afterEach(cleanup);

  it("shows the event's title, day, time, price and seats left, and sends its id", () => {
    const { container } = inGerman(dinner);
    expect(screen.getByRole('heading', { name: 'Weindinner' })).toBeTruthy();
    expect(screen.getByText('19:00–23:00')).toBeTruthy();
    expect(screen.getByText(/24.900/)).toBeTruthy();
    expect(screen.getByText('noch 6 Plätze')).toBeTruthy();
    expect(screen.getByText(/Vorauszahlung per Überweisung/)).toBeTruthy();
    const id = container.querySelector<HTMLInputElement>('input[type="hidden"][name="eventId"]');
    expect(id?.value).toBe('12');
  });

  it("offers only the party sizes the event takes, the guest's earlier choice kept", () => {
    inGerman(dinner, { partySize: '4' });
    const party = screen.getByLabelText<HTMLSelectElement>(
      'Personen (2–5 für diese Veranstaltung)',
    );
    expect([...party.options].map((option) => option.value)).toEqual(['2', '3', '4', '5']);
    expect(party.value).toBe('4');
  });

  it('takes no booking for an event sold out or closed for booking', () => {
    expect(isBookable(dinner)).toBe(true);
    expect(isBookable({ ...dinner, seatsLeft: 0 })).toBe(false);
    expect(isBookable({ ...dinner, bookingOpen: false })).toBe(false);
  });
});
