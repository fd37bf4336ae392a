/**
 * Route parameter → list index for /blog/{id}, /news/{id} and
 * /about-us/careers/{id} (the id must parse to an integer within the
 * list range, otherwise not found). Only plain decimal digits count: '01',
 * '1.0', ' 1', '-0' and '1e1' are not found, so each item has one URL.
 */
export function parseIndexParam(raw: string, length: number): number | null {
  if (!/^(0|[1-9]\d{0,8})$/.test(raw)) return null;
  const index = Number(raw);
  return index < length ? index : null;
}
