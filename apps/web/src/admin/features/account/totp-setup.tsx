/** The key grouped in fours, as authenticator apps show it and people type it. */
export const groupedKey = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/** Scan the QR code, tap the link on this phone, or type the key: whichever the person can do. */
export function TotpSetup(props: { otpauthUrl: string; secret: string; qrCode: string }) {
  return (
    <div className="totp-setup">
      <img
        className="qr-code"
        src={props.qrCode}
        width={220}
        height={220}
        alt="QR-kód a hitelesítő alkalmazáshoz"
      />
      <div className="totp-setup__manual">
        <p>
          Ha ezen a telefonon olvassa:{' '}
          <a href={props.otpauthUrl}>megnyitás a hitelesítő alkalmazásban</a>.
        </p>
        {/* The caption names the key: a <code> cannot carry a name of its own. */}
        <figure className="totp-setup__key">
          <figcaption>Vagy írja be kézzel ezt a titkos kulcsot:</figcaption>
          <code className="secret-key">{groupedKey(props.secret)}</code>
        </figure>
      </div>
    </div>
  );
}
