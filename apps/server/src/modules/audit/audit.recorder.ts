import type { AuditChange, AuditEntity } from '@restaurant/contract/audit.ts';
import type { Db } from '#src/db/database.ts';
import * as auditRepository from '#src/modules/audit/audit.repository.ts';

/** Who makes a change, and when; a login attempt for an unknown name has no user. */
export type Actor = { userId: number | null; username: string | null; at: number };

export type AuditEvent = {
  action: string;
  entity: AuditEntity;
  entityId?: number | string | null;
  label?: string | null;
  before?: unknown;
  after?: unknown;
  /** Given instead of before and after when the change is not a field-by-field edit. */
  changes?: AuditChange[];
};

// Never written to the log, whatever a caller passes in.
const SECRET_FIELDS = new Set([
  'password',
  'passwordHash',
  'currentPassword',
  'newPassword',
  'totpSecret',
  'pendingTotpSecret',
  'secret',
  'token',
  'tokenHash',
  'twoFactorCode',
  'codes',
  'codeHash',
  'otpauthUrl',
]);
const SKIPPED_FIELDS = new Set(['id', ...SECRET_FIELDS]);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const huName = (value: unknown) =>
  isPlainObject(value) && isPlainObject(value.name) ? value.name.hu : undefined;

/**
 * Makes lists readable in the log: a drink's variants become quantity → price (so a price change
 * is one field), and lists of named things (allergens, items) become their Hungarian names.
 */
function simplify(key: string, value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  if (key === 'variants') {
    return Object.fromEntries(
      value.map((variant: { quantity: { hu: string }; price: number }) => [
        variant.quantity.hu,
        variant.price,
      ]),
    );
  }
  if (value.length > 0 && value.every((item) => typeof huName(item) === 'string')) {
    return value.map(huName);
  }
  return value;
}

/** Field paths to values, one level of nesting deep (`name.hu`); lists are kept whole. */
function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const fields = new Map<string, unknown>();
  if (!isPlainObject(value)) return fields;
  for (const [key, raw] of Object.entries(value)) {
    if (SKIPPED_FIELDS.has(key)) continue;
    const inner = prefix ? raw : simplify(key, raw);
    const path = prefix ? `${prefix}.${key}` : key;
    if (isPlainObject(inner) && !prefix) {
      for (const [innerPath, leaf] of flatten(inner, path)) fields.set(innerPath, leaf);
    } else {
      fields.set(path, inner ?? null);
    }
  }
  return fields;
}

/** Each field whose value differs between the two snapshots (either may be absent). */
export function diff(before: unknown, after: unknown): AuditChange[] {
  const old = flatten(before);
  const next = flatten(after);
  const paths = [...new Set([...old.keys(), ...next.keys()])];
  return paths.flatMap((field) => {
    const a = old.has(field) ? old.get(field) : null;
    const b = next.has(field) ? next.get(field) : null;
    return JSON.stringify(a) === JSON.stringify(b) ? [] : [{ field, before: a, after: b }];
  });
}

/** A readable name for the item: its Hungarian name or title, a date, or a username. */
export function labelOf(snapshot: unknown): string | null {
  if (!isPlainObject(snapshot)) return null;
  const { name, title, quantity, date, username } = snapshot;
  for (const text of [name, title, quantity]) {
    if (isPlainObject(text) && typeof text.hu === 'string') return text.hu;
  }
  if (typeof date === 'string') return date;
  if (typeof username === 'string') return username;
  return null;
}

/** Writes one entry inside the caller's transaction, so it stands or falls with the change. */
export async function recordAudit(trx: Db, actor: Actor, event: AuditEvent): Promise<void> {
  const changes = (event.changes ?? diff(event.before, event.after)).filter(
    (change) => !SECRET_FIELDS.has(change.field),
  );
  await auditRepository.insert(trx, {
    at: actor.at,
    userId: actor.userId,
    username: actor.username,
    action: event.action,
    entity: event.entity,
    entityId: event.entityId == null ? null : String(event.entityId),
    label: event.label ?? labelOf(event.after ?? event.before),
    changes: JSON.stringify(changes),
  });
}
