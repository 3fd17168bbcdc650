import type { Geo } from '@restaurant/contract/restaurant.ts';

/** The side of a map tile in pixels, as OpenStreetMap serves them. */
export const TILE_SIZE = 256;

/** A point of the whole world's map at a zoom level, in pixels from its top left corner. */
export type WorldPoint = { x: number; y: number };

const worldSize = (zoom: number) => TILE_SIZE * 2 ** zoom;

/** Where a position lies on the Web Mercator map that map tiles are cut from. */
export function toWorld({ latitude, longitude }: Geo, zoom: number): WorldPoint {
  const size = worldSize(zoom);
  const sine = Math.sin((latitude * Math.PI) / 180);
  return {
    x: ((longitude + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sine) / (1 - sine)) / (4 * Math.PI)) * size,
  };
}

/** Six decimals place a point within a tenth of a metre, finer than a tap can. */
const rounded = (degrees: number) => Number(degrees.toFixed(6));

/** The position at a point of the map, rounded as the form stores it. */
export function fromWorld({ x, y }: WorldPoint, zoom: number): Geo {
  const size = worldSize(zoom);
  const latitude = (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / size))) * 180) / Math.PI;
  return { latitude: rounded(latitude), longitude: rounded((x / size) * 360 - 180) };
}

/** The address of a tile of OpenStreetMap's standard map; columns wrap around the world. */
export function tileUrl(column: number, row: number, zoom: number): string {
  const count = 2 ** zoom;
  return `https://tile.openstreetmap.org/${zoom}/${((column % count) + count) % count}/${row}.png`;
}
