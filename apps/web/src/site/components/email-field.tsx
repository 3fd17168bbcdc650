import { useRef, useState } from 'react';
import { suggestEmail } from '@restaurant/contract/email-address.ts';
import { useLanguage } from '#web/site/i18n/language-provider.tsx';

/**
 * The booking form's e-mail field. Alive, a common domain mistyped (`gmial.com`) gets a "did you
 * mean" with the address meant as one tap; it never stops the form.
 */
export function EmailField(props: { defaultValue?: string; error?: string }) {
  const { t } = useLanguage();
  const input = useRef<HTMLInputElement>(null);
  const [meant, setMeant] = useState<string | null>(null);
  const describedBy = [props.error ? 'email-error' : '', meant ? 'email-hint' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label htmlFor="reservation-email">{t('reservation.email')}</label>
      <input
        id="reservation-email"
        ref={input}
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={props.defaultValue}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onBlur={(event) => setMeant(suggestEmail(event.target.value))}
        onChange={(event) => {
          if (meant) setMeant(suggestEmail(event.target.value));
        }}
      />
      {meant ? (
        <p className="email-hint" id="email-hint" role="status">
          {t('reservation.emailMeant', { email: meant })}
          <button
            type="button"
            className="button button--quiet"
            onClick={() => {
              input.current!.value = meant;
              setMeant(null);
              input.current!.focus();
            }}
          >
            {t('reservation.useEmail')}
          </button>
        </p>
      ) : null}
      {props.error ? (
        <p className="field__error" id="email-error">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
