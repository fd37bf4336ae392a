import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';

/** What the public site lists of a kind: its active rows, in a fixed order, up to a cap. */
export interface ActiveList<E extends ObjectLiteral, V> {
  entity: EntityTarget<E>;
  alias: string;
  /** A further condition on the active rows, in SQL (e.g. not yet ended). */
  where?: string;
  /** The list's order (`then` breaks ties, then the id), all the same way. */
  order: { column: string; then?: string; direction: 'ASC' | 'DESC' };
  /** A hard cap keeps the public answer bounded. */
  cap: number;
  view(row: E): V;
}

/** The rows with status 'active' (and `where`), in the list's order, at most `cap` of them. */
export async function activeRows<E extends ObjectLiteral, V>(
  db: DataSource,
  list: ActiveList<E, V>,
): Promise<V[]> {
  const { alias, order } = list;
  const qb = db
    .getRepository(list.entity)
    .createQueryBuilder(alias)
    .where(`${alias}.status = 'active'`);
  if (list.where) qb.andWhere(list.where);
  qb.orderBy(order.column, order.direction);
  if (order.then) qb.addOrderBy(order.then, order.direction);
  const rows = await qb.addOrderBy(`${alias}.id`, order.direction).limit(list.cap).getMany();
  return rows.map((row) => list.view(row));
}
