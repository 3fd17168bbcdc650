import { formatLongDate } from '@restaurant/contract/format.ts';
import type { GuestQuestion as Question, ReservationView } from '@restaurant/contract/site.ts';
import { useLanguage } from '#web/site/i18n/language-provider.tsx';

type Manage = NonNullable<ReservationView['manage']>;

/**
 * What the guest's page asks first, opened from a link (the reminder's answers, "change it"):
 * a form of one press that works without JavaScript, and the way back to the page.
 */
export function GuestQuestion(props: {
  ask: Question;
  manage: Manage;
  action: string;
  back: string;
}) {
  const { t, lang } = useLanguage();
  const { manage } = props;
  const open = manage.changeableUntil !== null;
  let question: string;
  let fields: React.ReactNode = null;
  let press: string;
  if (props.ask === 'coming' && manage.status === 'confirmed' && !manage.reconfirmedAt) {
    question = t('reservation.comingQuestion', {
      date: formatLongDate(manage.date, lang),
      time: manage.time,
    });
    press = t('reservation.coming');
  } else if (props.ask === 'cancel' && open) {
    question = t('reservation.cancelQuestion');
    press = t('reservation.cancelYes');
  } else if (props.ask === 'email' && open) {
    question = t('reservation.emailTitle');
    press = t('reservation.emailSave');
    fields = (
      <div className="field">
        <label htmlFor="guest-email">{t('reservation.email')}</label>
        <input
          id="guest-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={manage.email}
        />
      </div>
    );
  } else {
    return null;
  }
  return (
    <form className="guest-question" method="post" action={props.action}>
      <h3 id="guest-question">{question}</h3>
      {fields}
      <div className="guest-question__actions">
        <button className="button button--primary" type="submit" name="action" value={props.ask}>
          {press}
        </button>
        {props.ask === 'coming' ? (
          <a
            className="button button--quiet"
            href={`${props.back}${props.back.includes('?') ? '&' : '?'}do=cancel`}
          >
            {t('reservation.cancel')}
          </a>
        ) : (
          <a className="button button--quiet" href={props.back}>
            {t('reservation.keep')}
          </a>
        )}
      </div>
    </form>
  );
}
