type DatabaseError = { code?: unknown; errcode?: unknown; message?: unknown };

/** A UNIQUE or PRIMARY KEY violation, on SQLite or PostgreSQL. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as DatabaseError;
  return e?.code === '23505' || e?.errcode === 2067 || e?.errcode === 1555;
}

// PostgreSQL classes 08 (connection exception), 53 (insufficient resources: disk full, out of
// memory, too many connections), 57P0x (shutdown, restart) and 25006 (a read-only transaction, as
// on a standby): the server cannot do this for us right now, though the request is fine.
const POSTGRES_UNAVAILABLE = /^(08|53|57P0[1-3]$|25006$)/;
const NETWORK_UNAVAILABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
// pg reports a lost or timed-out connection with a plain Error and no code.
const PG_CONNECTION_MESSAGE =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error/i;
// SQLite primary result codes: BUSY, LOCKED, READONLY, IOERR, FULL, CANTOPEN.
const SQLITE_UNAVAILABLE = new Set([5, 6, 8, 10, 13, 14]);

/**
 * The database cannot serve the request now (down, unreachable, read-only, full, busy), as opposed
 * to a request it refused: worth a 503 and a retry rather than a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as DatabaseError;
  if (typeof e?.code === 'string') {
    if (NETWORK_UNAVAILABLE.has(e.code) || POSTGRES_UNAVAILABLE.test(e.code)) return true;
  }
  if (typeof e?.errcode === 'number' && SQLITE_UNAVAILABLE.has(e.errcode & 0xff)) return true;
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnavailable);
  return typeof e?.message === 'string' && PG_CONNECTION_MESSAGE.test(e.message);
}
