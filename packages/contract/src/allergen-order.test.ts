import { describe, expect, it } from 'vitest';
import { byCode } from './allergen-order.ts';

const codes = (list: string[]) => byCode(list.map((code) => ({ code }))).map((a) => a.code);

describe('byCode', () => {
  it('orders numbered marks by their value, not as text', () => {
    expect(codes(['10', '2', '14', '1', '7'])).toEqual(['1', '2', '7', '10', '14']);
  });

  it('puts marks that are not numbers after every number, in alphabetical order', () => {
    expect(codes(['B', '3', 'A', '12'])).toEqual(['3', '12', 'A', 'B']);
  });

  it('leaves the list it was given as it was', () => {
    const list = [{ code: '2' }, { code: '1' }];
    byCode(list);
    expect(list.map((a) => a.code)).toEqual(['2', '1']);
  });
});
