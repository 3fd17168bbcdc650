import { describe, expect, it } from 'vitest';
import { mailboxOf, suggestEmail } from './email-address.ts';

describe('mailboxOf', () => {
  it('counts +tags, case and (for Gmail) dots as one mailbox', () => {
    expect(mailboxOf('Victim+0@Example.test')).toBe('victim@example.test');
    expect(mailboxOf('victim+9@example.test')).toBe('victim@example.test');
    expect(mailboxOf('v.i.ctim+x@googlemail.com')).toBe('victim@gmail.com');
    expect(mailboxOf('j.doe@freemail.hu')).toBe('j.doe@freemail.hu');
  });
});

describe('suggestEmail', () => {
  it.each([
    ['guest@gmial.com', 'guest@gmail.com'],
    ['guest@gmal.com', 'guest@gmail.com'],
    ['guest@freemial.hu', 'guest@freemail.hu'],
    ['guest@citromial.hu', 'guest@citromail.hu'],
    ['guest@t-onlin.de', 'guest@t-online.de'],
    ['guest@gmx.ne', 'guest@gmx.net'],
    ['guest@hotmial.com', 'guest@hotmail.com'],
    ['guest@outlok.com', 'guest@outlook.com'],
    ['Guest@gmail.con', 'Guest@gmail.com'],
  ])('suggests the common domain for %s', (typed, meant) => {
    expect(suggestEmail(typed)).toBe(meant);
  });

  it.each(['guest@gmail.com', 'guest@mail.com', 'guest@gmx.de', 'guest@paprika.hu', 'guest'])(
    'has nothing to say about %s',
    (typed) => {
      expect(suggestEmail(typed)).toBeNull();
    },
  );
});
