type DatabaseError = { code?: unknown; errcode?: unknown; message?: unknown };

/** A UNIQUE or PRIMARY KEY violation, on SQLite or PostgreSQL. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as DatabaseError;
  return e?.code === '23505' || e?.errcode === 2067 || e?.errcode === 1555;
}
