import { suggestEmail } from '@restaurant/contract/email-address.ts';
import { useLanguage } from '#web/site/i18n/language-provider.tsx';

/**
 * "Did you mean …?" for a booking's address whose domain looks mistyped, with the address meant
 * as one press: a form to the guest's page, so it works without JavaScript.
 */
export function EmailSuggestion(props: { email: string; action: string }) {
  const { t } = useLanguage();
  const meant = suggestEmail(props.email);
  if (!meant) return null;
  return (
    <form className="email-hint" method="post" action={props.action}>
      <input type="hidden" name="action" value="email" />
      <input type="hidden" name="email" value={meant} />
      {t('reservation.emailMeant', { email: meant })}
      <button className="button button--primary" type="submit">
        {t('reservation.useEmail')}
      </button>
    </form>
  );
}
