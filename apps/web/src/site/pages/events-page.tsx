import type { Event, EventCourse } from '@restaurant/contract/event.ts';
import { formatLongDate } from '@restaurant/contract/format.ts';
import { PAGE_PATHS, eventPath, eventSlugAt, pageUrl } from '@restaurant/contract/site.ts';
import {
  AllergenLegend,
  AllergenMarks,
  allergensOf,
} from '#web/site/components/allergen-marks.tsx';
import { DietLabels } from '#web/site/components/item-traits.tsx';
import { Live } from '#web/site/components/live.tsx';
import { WithPageData } from '#web/site/components/load-state.tsx';
import { Price } from '#web/site/components/price.tsx';
import { SeatsLeft, isBookable } from '#web/site/components/seats-left.tsx';
import { useLanguage } from '#web/site/i18n/language-provider.tsx';
import { useLocation } from '#web/site/lib/router.tsx';
import { usePageMeta } from '#web/site/page-meta.ts';

/** A course as the allergen marks read it: its allergens were given when it was saved. */
const asItem = (course: EventCourse) => ({ ...course, allergensDeclared: true });

function SetMenu(props: { courses: EventCourse[] }) {
  const { lang, t } = useLanguage();
  if (props.courses.length === 0) return null;
  return (
    <section className="event__menu" aria-label={t('events.menu')}>
      <h3>{t('events.menu')}</h3>
      <ol className="dish-list">
        {props.courses.map((course, index) => (
          <li key={index} className="dish">
            <p className="dish__name">{course.name[lang]}</p>
            {course.description?.[lang] ? (
              <p className="dish__description">{course.description[lang]}</p>
            ) : null}
            <AllergenMarks item={asItem(course)} />
            <DietLabels item={asItem(course)} />
          </li>
        ))}
      </ol>
    </section>
  );
}

/** One event: when, what it costs, its set menu, the seats left and the way to book it. */
function EventCard(props: { event: Event; own: boolean }) {
  const { lang, t } = useLanguage();
  const { event, own } = props;
  const bookable = isBookable(event);
  const book = pageUrl('', PAGE_PATHS.reservation, lang, { event: String(event.id) });
  return (
    <article className="event" id={`event-${event.slug}`}>
      <h2 className="event__title">
        {own ? (
          event.title[lang]
        ) : (
          <a href={pageUrl('', eventPath(event.slug), lang)}>{event.title[lang]}</a>
        )}
      </h2>
      <p className="event__when">
        <time dateTime={`${event.date}T${event.startTime}`}>
          {formatLongDate(event.date, lang)}, {event.startTime}–{event.endTime}
        </time>
      </p>
      <p className="event__price">
        <Price value={event.pricePerPerson} /> {t('events.perPerson')}
      </p>
      <SeatsLeft event={event} />
      {event.description[lang] ? (
        <p className="event__description">{event.description[lang]}</p>
      ) : null}
      <SetMenu courses={event.courses} />
      {event.prepayment.required ? (
        <p className="event__prepayment">{t('events.prepayment')}</p>
      ) : null}
      {bookable ? (
        <a className="button button--primary event__book" href={book}>
          {t('events.book')}
        </a>
      ) : event.bookingOpen ? (
        // Sold out: the booking page joins the event's waiting list.
        <>
          <p className="event__closed">{t('events.soldOutWaitlist')}</p>
          <a className="button button--primary event__book" href={book}>
            {t('events.joinWaitlist')}
          </a>
        </>
      ) : (
        <p className="event__closed">{t('events.callUs')}</p>
      )}
    </article>
  );
}

function EventsContent(props: { events: Event[]; slug: string | undefined }) {
  const { t } = useLanguage();
  const shown = props.slug
    ? props.events.filter((event) => event.slug === props.slug)
    : props.events;
  if (shown.length === 0) return <p className="notice">{t('events.none')}</p>;
  return (
    <>
      {shown.map((event) => (
        <EventCard key={event.id} event={event} own={props.slug !== undefined} />
      ))}
      <AllergenLegend
        allergens={allergensOf(shown.flatMap((event) => event.courses))}
        headingLevel={2}
      />
    </>
  );
}

export function EventsPage() {
  usePageMeta('events');
  const { t } = useLanguage();
  const slug = eventSlugAt(useLocation().pathname);
  return (
    <div className="page page--events">
      <Live>
        <header className="page-header">
          <h1>{t('events.title')}</h1>
          <p>{t('events.intro')}</p>
        </header>
      </Live>
      <WithPageData page="events">
        {(data) => <EventsContent events={data.events} slug={slug} />}
      </WithPageData>
    </div>
  );
}
