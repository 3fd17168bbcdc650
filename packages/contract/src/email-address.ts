/** Providers that deliver `j.doe@` and `jdoe@` to one mailbox, with the domain they answer to. */
const DOTLESS: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The mailbox an address reaches: lower case, without a `+tag`, and without the dots of providers
 * that ignore them, so that `Victim+1@…` and `v.ictim@gmail.com` count as one for the limits.
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  let local = address.slice(0, at).split('+')[0]!;
  let domain = address.slice(at + 1);
  const dotless = DOTLESS[domain];
  if (dotless) {
    domain = dotless;
    local = local.replaceAll('.', '');
  }
  return `${local || address.slice(0, at)}@${domain}`;
}

/** The domains guests of a Hungarian restaurant use most, in the order a near miss prefers them. */
const COMMON_DOMAINS = [
  'gmail.com',
  'freemail.hu',
  'citromail.hu',
  'hotmail.com',
  'outlook.com',
  'yahoo.com',
  'icloud.com',
  't-online.de',
  'gmx.net',
  'gmx.de',
  'gmx.at',
  'web.de',
  'outlook.hu',
  'hotmail.hu',
  'yahoo.de',
  'mail.com',
  'live.com',
  'aol.com',
  'me.com',
  'proton.me',
  'protonmail.com',
  'googlemail.com',
];

/** Edits between two words, a swap of neighbours counting as one (optimal string alignment). */
function distance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      }
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/**
 * The address the guest probably meant when its domain is a near miss of a common one
 * (`gmial.com` → `gmail.com`), else null. Only a hint: the address typed is still taken.
 */
export function suggestEmail(email: string): string | null {
  const at = email.lastIndexOf('@');
  if (at < 1) return null;
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  if (domain.length < 4 || COMMON_DOMAINS.includes(domain)) return null;
  const allowed = domain.length >= 9 ? 2 : 1;
  let best: { domain: string; edits: number } | null = null;
  for (const common of COMMON_DOMAINS) {
    const edits = distance(domain, common);
    if (edits <= allowed && (!best || edits < best.edits)) best = { domain: common, edits };
  }
  return best ? `${email.slice(0, at)}@${best.domain}` : null;
}
