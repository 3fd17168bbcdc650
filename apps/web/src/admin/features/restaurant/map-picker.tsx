import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { Geo } from '@restaurant/contract/restaurant.ts';
import {
  TILE_SIZE,
  fromWorld,
  tileUrl,
  toWorld,
} from '#web/admin/features/restaurant/web-mercator.ts';

const MIN_ZOOM = 3;
const MAX_ZOOM = 19;
/** Tiles drawn on either side of the centre's: enough for a map up to 1024 px wide and 512 px tall. */
const SPAN = { columns: 2, rows: 1 };

/** How far an arrow key moves the pin on the screen, in pixels; with Shift, five times as far. */
const KEY_STEP = 10;
const ARROWS: Record<string, { x: number; y: number }> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/** Places a tile or the pin at an offset from the map's centre, whatever the map's width. */
const fromCentre = (x: number, y: number) => ({
  left: `calc(50% + ${x}px)`,
  top: `calc(50% + ${y}px)`,
});

/**
 * A map of OpenStreetMap's tiles centred on the pin. A tap or click puts the pin where it lands
 * and the map follows it, so that tapping near an edge also moves the map that way; the zoom
 * buttons zoom around the pin. With the keyboard, the arrows move the pin and + and − zoom.
 * Without a pin the map shows `around`.
 */
export function MapPicker(props: {
  id: string;
  pin: Geo | null;
  around: Geo;
  onPick: (geo: Geo) => void;
}) {
  const [zoom, setZoom] = useState(props.pin ? 17 : 13);
  const centre = toWorld(props.pin ?? props.around, zoom);
  const column = Math.floor(centre.x / TILE_SIZE);
  const row = Math.floor(centre.y / TILE_SIZE);
  const tiles = [];
  for (let dy = -SPAN.rows; dy <= SPAN.rows; dy++) {
    for (let dx = -SPAN.columns; dx <= SPAN.columns; dx++) {
      if (row + dy < 0 || row + dy >= 2 ** zoom) continue;
      const x = (column + dx) * TILE_SIZE - centre.x;
      const y = (row + dy) * TILE_SIZE - centre.y;
      tiles.push({ key: `${dx}/${dy}`, url: tileUrl(column + dx, row + dy, zoom), x, y });
    }
  }
  const zoomTo = (next: number) => setZoom(Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, next)));
  /** Puts the pin at an offset from the map's centre, in screen pixels. */
  const pickAt = (dx: number, dy: number) =>
    props.onPick(fromWorld({ x: centre.x + dx, y: centre.y + dy }, zoom));
  const pick = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    pickAt(event.clientX - (box.left + box.width / 2), event.clientY - (box.top + box.height / 2));
  };
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const arrow = ARROWS[event.key];
    const step = event.shiftKey ? KEY_STEP * 5 : KEY_STEP;
    if (arrow) pickAt(arrow.x * step, arrow.y * step);
    else if (event.key === '+' || event.key === '=') zoomTo(zoom + 1);
    else if (event.key === '-' || event.key === '−') zoomTo(zoom - 1);
    else return;
    event.preventDefault();
  };
  return (
    <div className="map-picker" id={props.id}>
      <div
        className="map-picker__map"
        data-zoom={zoom}
        role="application"
        aria-label="Térkép"
        aria-describedby={`${props.id}-keys`}
        tabIndex={0}
        onClick={pick}
        onKeyDown={onKey}
      >
        {tiles.map((tile) => (
          <img
            key={tile.key}
            className="map-picker__tile"
            src={tile.url}
            alt=""
            width={TILE_SIZE}
            height={TILE_SIZE}
            draggable={false}
            style={fromCentre(tile.x, tile.y)}
          />
        ))}
        {props.pin ? (
          <svg
            className="map-picker__pin"
            style={fromCentre(0, 0)}
            viewBox="0 0 24 36"
            width="28"
            height="42"
            aria-hidden="true"
          >
            <path d="M12 0C5.4 0 0 5.4 0 12c0 9 12 24 12 24s12-15 12-24C24 5.4 18.6 0 12 0z" />
            <circle cx="12" cy="12" r="4.5" />
          </svg>
        ) : null}
      </div>
      <p className="visually-hidden" id={`${props.id}-keys`}>
        A nyílbillentyűk a jelölőt mozgatják (Shift-tel messzebbre), a plusz és a mínusz nagyít és
        kicsinyít.
      </p>
      <div className="map-picker__bar">
        <button
          type="button"
          className="btn btn--secondary btn--small"
          aria-label="Nagyítás"
          disabled={zoom >= MAX_ZOOM}
          onClick={() => zoomTo(zoom + 1)}
        >
          +
        </button>
        <button
          type="button"
          className="btn btn--secondary btn--small"
          aria-label="Kicsinyítés"
          disabled={zoom <= MIN_ZOOM}
          onClick={() => zoomTo(zoom - 1)}
        >
          −
        </button>
        <a
          className="map-picker__credit"
          href="https://www.openstreetmap.org/copyright"
          target="_blank"
          rel="noopener"
        >
          © OpenStreetMap-közreműködők
        </a>
      </div>
    </div>
  );
}
