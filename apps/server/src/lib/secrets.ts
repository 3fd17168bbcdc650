import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

export type Secrets = { jwtSecret: Uint8Array; totpKey: Buffer };

type Stored = { jwtSecret: string; totpKey: string };

/**
 * The signing and encryption keys: from the environment when given, otherwise generated once into
 * the data folder (readable by the owner only) so that a restart keeps sessions and TOTP secrets valid.
 */
export function loadSecrets(options: {
  dataDir: string;
  jwtSecret: string | undefined;
  totpEncryptionKey: string | undefined;
}): Secrets {
  let stored: Stored | undefined;
  const generated = () => {
    if (stored) return stored;
    const file = path.join(options.dataDir, 'secrets.json');
    if (fs.existsSync(file)) {
      stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Stored;
    } else {
      stored = {
        jwtSecret: randomBytes(48).toString('base64url'),
        totpKey: randomBytes(32).toString('hex'),
      };
      fs.mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
      fs.writeFileSync(file, JSON.stringify(stored), { mode: 0o600, flag: 'wx' });
    }
    return stored;
  };
  return {
    jwtSecret: new TextEncoder().encode(options.jwtSecret ?? generated().jwtSecret),
    totpKey: Buffer.from(options.totpEncryptionKey ?? generated().totpKey, 'hex'),
  };
}
