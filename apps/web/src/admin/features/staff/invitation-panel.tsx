import { useEffect, useRef, useState } from 'react';
import type { InvitationLink } from '@restaurant/contract/users.ts';

/**
 * The link for a new person: a QR code for their phone, the address to send, and until when. It
 * comes into view when it appears, below the form that asked for it.
 */
export function InvitationPanel(props: { name: string; invitation: InvitationLink }) {
  const [copied, setCopied] = useState(false);
  const { invitation } = props;
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    panel.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [invitation.url]);
  const copy = async () => {
    await navigator.clipboard.writeText(invitation.url).catch(() => undefined);
    setCopied(true);
  };
  const until = new Date(invitation.expiresAt).toLocaleString('hu-HU', {
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  return (
    <section ref={panel} className="invitation-panel" aria-label={`Meghívó: ${props.name}`}>
      <h2>Meghívó {props.name} részére</h2>
      <p>
        Olvastassa be a QR-kódot {props.name} telefonjával, vagy küldje el neki a linket. A link
        egyszer használható, {until}-ig érvényes.
      </p>
      <img
        className="qr-code"
        src={invitation.qrCode}
        width={220}
        height={220}
        alt="A meghívó QR-kódja"
      />
      <div className="field">
        <label htmlFor="invitation-url">Meghívó link</label>
        <input
          id="invitation-url"
          readOnly
          value={invitation.url}
          onFocus={(e) => e.target.select()}
        />
      </div>
      <button type="button" className="btn btn--secondary" onClick={() => void copy()}>
        {copied ? 'Másolva' : 'Link másolása'}
      </button>
    </section>
  );
}
