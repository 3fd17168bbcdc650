import { Link } from 'react-router';
import type { LastMail, StaffAttention } from '@restaurant/contract/reservation.ts';
import { paths } from '#web/admin/lib/paths.ts';

/**
 * Says, while the outbox is behind because the mail server refuses or does not answer, how many
 * e-mails wait: guests are not told of their bookings until they leave.
 */
export function MailTrouble(props: { mail: StaffAttention; link?: boolean }) {
  const { mailConfigured, mailFailing, mailWaiting } = props.mail;
  if (!mailConfigured || !mailFailing) return null;
  const line = `${mailWaiting} e-mail vár kiküldésre (a levelezőszerver nem érhető el)`;
  return (
    <p className="form-error" role="status">
      {props.link ? <Link to={paths.reservations()}>{line}</Link> : line}
    </p>
  );
}

const MAIL_MARKS: Record<LastMail, string> = {
  sent: 'E-mail elküldve',
  waiting: 'E-mail kiküldésre vár',
  failed: 'E-mail nem ment ki',
};

/** Whether the last e-mail to the guest left, in words. */
export function lastMailMark(lastMail: LastMail | null | undefined): string | null {
  return lastMail ? MAIL_MARKS[lastMail] : null;
}
