import { describe, expect, it } from 'vitest';
import {
  TILE_SIZE,
  fromWorld,
  tileUrl,
  toWorld,
} from '#web/admin/features/restaurant/web-mercator.ts';

const RADAY = { latitude: 47.4867, longitude: 19.0633 };

describe('the map preview’s arithmetic', () => {
  it('finds a position on the tile OpenStreetMap serves it on', () => {
    // Ráday utca 12. lies on tile 17/72476/45840, by the OpenStreetMap wiki's formula.
    const point = toWorld(RADAY, 17);
    expect(Math.floor(point.x / TILE_SIZE)).toBe(72476);
    expect(Math.floor(point.y / TILE_SIZE)).toBe(45840);
  });

  it('reads back the position of a point, to six decimals, at every zoom', () => {
    for (const zoom of [3, 12, 17, 19]) {
      expect(fromWorld(toWorld(RADAY, zoom), zoom)).toEqual(RADAY);
    }
  });

  it('moves east by a pixel’s share of the world and north by the Mercator stretch', () => {
    const point = toWorld(RADAY, 17);
    const east = fromWorld({ x: point.x + 100, y: point.y }, 17);
    expect(east.latitude).toBe(RADAY.latitude);
    expect(east.longitude - RADAY.longitude).toBeCloseTo((100 / (TILE_SIZE * 2 ** 17)) * 360, 6);
    const north = fromWorld({ x: point.x, y: point.y - 100 }, 17);
    // Near 47.5° a pixel northwards is cos(latitude) times a pixel eastwards.
    const ratio = (north.latitude - RADAY.latitude) / (east.longitude - RADAY.longitude);
    expect(ratio).toBeCloseTo(Math.cos((RADAY.latitude * Math.PI) / 180), 2);
  });

  it('wraps the columns around the world', () => {
    expect(tileUrl(-1, 5, 4)).toBe('https://tile.openstreetmap.org/4/15/5.png');
    expect(tileUrl(16, 5, 4)).toBe('https://tile.openstreetmap.org/4/0/5.png');
  });
});
