import { describe, expect, it } from 'vitest';
import type { Reservation } from '@restaurant/contract/reservation.ts';
import { planOf } from '#web/admin/features/tables/plan.ts';

const table = (id: number, name: string, area: string) => ({
  id,
  name,
  seats: 4,
  area,
  joinsWith: [],
});

const booking = (id: number, time: string, status: Reservation['status'], tableIds: number[]) =>
  ({ id, time, status, tableIds, name: `Vendég ${id}`, partySize: 2 }) as Reservation;

describe('the plan of the room', () => {
  it('groups the tables by area and tells who sits at each now and who comes next', () => {
    const tables = [table(1, 'A1', 'Terasz'), table(2, 'B1', 'Belső'), table(3, 'A2', 'Terasz')];
    const plan = planOf(
      tables,
      [
        booking(10, '19:00', 'arrived', [1]),
        booking(11, '18:00', 'finished', [2]),
        booking(12, '18:30', 'confirmed', [2]),
        booking(13, '21:30', 'confirmed', [1, 3]),
        booking(14, '21:45', 'cancelled', [2]),
      ],
      '21:00',
      120,
    );
    expect(plan.map((area) => area.area)).toEqual(['Terasz', 'Belső']);
    const [a1, a2] = plan[0]!.tables;
    expect(a1!.now?.id).toBe(10);
    expect(a1!.next?.id).toBe(13);
    expect(a2!.now).toBeUndefined();
    expect(a2!.next?.id).toBe(13);
    const b1 = plan[1]!.tables[0]!;
    // Finished has left; the 18:30 booking's stay has passed; a cancelled one never comes.
    expect(b1.now).toBeUndefined();
    expect(b1.next).toBeUndefined();
  });
});
