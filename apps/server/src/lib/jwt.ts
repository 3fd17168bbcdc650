import { webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

const ALGORITHM = 'HS256';

const verifyingKeys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();

/**
 * The secret as the key WebCrypto checks signatures with, made once per secret: given the bytes,
 * jose would import them again for every token (every signed-in request checks one).
 */
function verifyingKey(secret: Uint8Array): Promise<webcrypto.CryptoKey> {
  let key = verifyingKeys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'verify',
    ]);
    verifyingKeys.set(secret, key);
  }
  return key;
}

type SessionClaims = { userId: number; sessionId: string };

export function signSessionToken(
  secret: Uint8Array,
  claims: SessionClaims,
  issuedAtMs: number,
  expiresAtMs: number,
): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuedAt(Math.floor(issuedAtMs / 1000))
    .setExpirationTime(Math.floor(expiresAtMs / 1000))
    .sign(secret);
}

/** The claims of a valid token, or null for anything else (bad signature, other algorithm, expired). */
export async function verifySessionToken(
  secret: Uint8Array,
  token: string,
  now: number,
): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await verifyingKey(secret), {
      algorithms: [ALGORITHM],
      currentDate: new Date(now),
    });
    const userId = Number(payload.sub);
    // A device token (which has an audience) must never pass for a session.
    if (payload.aud !== undefined) return null;
    if (!Number.isSafeInteger(userId) || typeof payload.sid !== 'string') return null;
    return { userId, sessionId: payload.sid };
  } catch {
    return null;
  }
}

const DEVICE_AUDIENCE = 'device';

/**
 * A device that once logged in as this user: it may still log in while the account is locked, as
 * long as the user's password is the one it logged in with (`credentials`, a fingerprint of it).
 */
export type DeviceClaims = { userId: number; deviceId: string; credentials: string };

export function signDeviceToken(
  secret: Uint8Array,
  claims: DeviceClaims,
  issuedAtMs: number,
  expiresAtMs: number,
): Promise<string> {
  return new SignJWT({ did: claims.deviceId, cred: claims.credentials })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setAudience(DEVICE_AUDIENCE)
    .setSubject(String(claims.userId))
    .setIssuedAt(Math.floor(issuedAtMs / 1000))
    .setExpirationTime(Math.floor(expiresAtMs / 1000))
    .sign(secret);
}

/** The claims of a valid device token, or null for anything else (a session token included). */
export async function verifyDeviceToken(
  secret: Uint8Array,
  token: string,
  now: number,
): Promise<DeviceClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await verifyingKey(secret), {
      algorithms: [ALGORITHM],
      audience: DEVICE_AUDIENCE,
      currentDate: new Date(now),
    });
    const userId = Number(payload.sub);
    const { did, cred } = payload;
    if (!Number.isSafeInteger(userId) || typeof did !== 'string' || typeof cred !== 'string') {
      return null;
    }
    return { userId, deviceId: did, credentials: cred };
  } catch {
    return null;
  }
}
