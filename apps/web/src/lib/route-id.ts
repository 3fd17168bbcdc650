/** The id in a form's route: null for 'uj' (a new item), NaN when it is not a positive number. */
export function parseRouteId(value: string | undefined): number | null {
  if (value === undefined || value === 'uj') return null;
  return /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : Number.NaN;
}
