import { hash, verify } from '@node-rs/argon2';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { dictionary as german } from '@zxcvbn-ts/language-de';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@restaurant/contract/auth.ts';
import { hungarianWords } from '#src/lib/common-passwords-hu.ts';

// OWASP's argon2id baseline: 19 MiB, two passes, one lane. The library's default algorithm is argon2id.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Guessability by zxcvbn with its list of the most common passwords (from breaches) and its
 * keyboard patterns, the German words and names of its German package and the Hungarian words
 * passwords are made of (shipped here), all offline: no network call. Score 3 means about 10^8
 * guesses or more; 'password1234', 'Jelszó1234!!', 'Passwort1234!' and 'aaaaaaaaaaaa' score less.
 */
const strength = new ZxcvbnFactory({
  dictionary: {
    ...dictionary,
    germanWords: german.commonWords,
    germanFirstNames: german.firstnames,
    germanLastNames: german.lastnames,
    germanWikipedia: german.wikipedia,
    hungarianWords,
  },
  graphs: adjacencyGraphs,
});
const GOOD_SCORE = 3;

/** Words shorter than this are too common to forbid inside a password. */
const SHORTEST_FORBIDDEN_WORD = 4;

/** What a password must not contain: the person's own names and the restaurant's. */
export type PasswordContext = { personal: (string | null)[]; restaurant: string | null };

function normalizePassword(password: string): string {
  return password.normalize('NFKC');
}

/** Lower case letters and digits only, accents dropped: 'Kovács Anna' → 'kovacsanna'. */
const folded = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/** The parts of a name worth forbidding: the whole and each word ('anna@x.hu' → anna, x, hu). */
const wordsOf = (text: string | null) =>
  text === null
    ? []
    : [text, ...text.split(/[\s@._-]+/)]
        .map(folded)
        .filter((word) => word.length >= SHORTEST_FORBIDDEN_WORD);

/**
 * One dictionary word with digits and symbols around or in it ('Jelszó1234!!', 'Passwort1234!'):
 * zxcvbn counts each added piece as a guess of its own, which lifts these just over its bar,
 * while a guesser tries exactly such variations of common words first.
 */
function isOneWordDressedUp(password: string): boolean {
  const letters = password.replace(/[^\p{L}]/gu, '');
  if (letters.length === password.length) return false;
  const { sequence } = strength.check(letters);
  return sequence.length === 1 && sequence[0]!.pattern === 'dictionary';
}

/** Why a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: string, context: PasswordContext): string | null {
  const normalized = normalizePassword(password);
  const length = [...normalized].length;
  if (length < PASSWORD_MIN_LENGTH) return `must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (length > PASSWORD_MAX_LENGTH) return `must be at most ${PASSWORD_MAX_LENGTH} characters`;
  const plain = folded(normalized);
  const personal = context.personal.flatMap(wordsOf);
  if (personal.some((word) => plain.includes(word))) {
    return "must not contain the username or the person's name";
  }
  const restaurant = wordsOf(context.restaurant);
  if (restaurant.some((word) => plain.includes(word))) {
    return "must not contain the restaurant's name";
  }
  if (isOneWordDressedUp(normalized)) {
    return 'is too common or too easy to guess (a known password, a word with digits, a pattern)';
  }
  if (strength.check(normalized, [...personal, ...restaurant]).score < GOOD_SCORE) {
    return 'is too common or too easy to guess (a known password, a word with digits, a pattern)';
  }
  return null;
}

export function hashPassword(password: string): Promise<string> {
  return hash(normalizePassword(password), OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, normalizePassword(password));
  } catch {
    return false;
  }
}
