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
        <p>Vagy írja be kézzel ezt a kulcsot:</p>
        <code className="secret-key" aria-label="Titkos kulcs">
          {groupedKey(props.secret)}
        </code>
      </div>
    </div>
  );
}
