/**
 * Unsaved form values kept in this browser tab while the user logs in again: a form that is open
 * when the session ends leaves its values here under its own address, and takes them back once
 * it opens again. They stay in sessionStorage (this tab only) and are never sent anywhere.
 */
const PREFIX = 'admin-draft:';

type DraftSource = () => unknown;
const sources = new Map<string, DraftSource>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** An open form offers its unsaved values (undefined when it has none) for as long as it is open. */
export function offerDraft(address: string, source: DraftSource): () => void {
  sources.set(address, source);
  return () => {
    if (sources.get(address) === source) sources.delete(address);
  };
}

/** The session ended: every open form's unsaved values are kept for after the next login. */
export function keepOpenDrafts(): void {
  for (const [address, source] of sources) {
    const values = source();
    if (values !== undefined) storage()?.setItem(PREFIX + address, JSON.stringify(values));
  }
}

/** The values kept for the form at this address, if any. */
export function readDraft(address: string): unknown {
  const text = storage()?.getItem(PREFIX + address);
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function dropDraft(address: string): void {
  storage()?.removeItem(PREFIX + address);
}

/** Logging out on purpose leaves nothing behind. */
export function dropAllDrafts(): void {
  const store = storage();
  if (!store) return;
  for (const key of Object.keys(store)) if (key.startsWith(PREFIX)) store.removeItem(key);
}
