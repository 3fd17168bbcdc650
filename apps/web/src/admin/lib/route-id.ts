const POSITIVE_ID = /^[1-9][0-9]{0,9}$/;

/** The id in a form's route: null for 'uj' (a new item), NaN when it is not a positive number. */
export function parseRouteId(value: string | undefined): number | null {
  if (value === undefined || value === 'uj') return null;
  return POSITIVE_ID.test(value) ? Number(value) : Number.NaN;
}

/** An id a route must carry, such as the category of a filtered list: null unless it is one. */
export function parseRequiredId(value: string | undefined): number | null {
  return value !== undefined && POSITIVE_ID.test(value) ? Number(value) : null;
}
