import { NotFoundException } from '@nestjs/common';
import type {
  DataSource,
  EntityTarget,
  FindOptionsWhere,
  ObjectLiteral,
  SelectQueryBuilder,
} from 'typeorm';
import type { ListQueryDto } from './list-query.dto';
import { applySearchAndRange, paginate, type Page } from './listing';
import { KeptCount } from './kept-count';

/** What an admin list reads: one table, its searchable columns, its creation time, its view. */
export interface ListSource<E extends ObjectLiteral, V> {
  entity: EntityTarget<E>;
  alias: string;
  /** Columns a search matches (case-insensitive substring). */
  search: string[];
  /** The creation time: from/to select on it, and lists are newest first unless `order` says. */
  created: string;
  /** The list's order when it is not newest created first (the id breaks ties the same way). */
  order?: { column: string; direction: 'ASC' | 'DESC' };
  view(row: E): V;
}

/** What a page is asked with: page and size, and the search and date range where a list has them. */
export type PageQuery = Pick<ListQueryDto, 'page' | 'pageSize'> &
  Partial<Pick<ListQueryDto, 'search' | 'from' | 'to'>>;

/** A page with `all`, the unfiltered row count behind "Showing X of Y". */
export type PageWithAll<V> = Page<V> & { all: number };

/**
 * The one list path of the admin screens: search, IST from/to range, newest first (or the
 * source's `order`), one page and its total (see `paginate`). `refine` adds a list's own filters
 * or selected columns.
 */
export class AdminList<E extends ObjectLiteral, V> {
  private readonly unfiltered: KeptCount;

  constructor(
    private readonly db: DataSource,
    private readonly source: ListSource<E, V>,
  ) {
    this.unfiltered = new KeptCount(() => db.getRepository(source.entity).count());
  }

  /** The rows of the list's search, range and `refine`, in the list's order (then by id). */
  query(
    q: Partial<Pick<ListQueryDto, 'search' | 'from' | 'to'>>,
    refine?: (qb: SelectQueryBuilder<E>) => void,
  ): SelectQueryBuilder<E> {
    const { alias, created, search } = this.source;
    const { column, direction } = this.source.order ?? { column: created, direction: 'DESC' };
    const qb = this.db
      .getRepository(this.source.entity)
      .createQueryBuilder(alias)
      .orderBy(column, direction)
      .addOrderBy(`${alias}.id`, direction);
    applySearchAndRange(qb, { ...q, columns: search, dateColumn: created });
    refine?.(qb);
    return qb;
  }

  async page(q: PageQuery, refine?: (qb: SelectQueryBuilder<E>) => void): Promise<Page<V>> {
    const page = await paginate(this.query(q, refine), q.page, q.pageSize);
    return { ...page, data: page.data.map(this.source.view) };
  }

  /**
   * The page and the unfiltered count (exact and free when the list is unfiltered). `filtered`
   * says whether `refine` narrows the rows (search and date range count without it).
   */
  async pageWithAll(
    q: PageQuery,
    refine?: (qb: SelectQueryBuilder<E>) => void,
    filtered = Boolean(q.search?.trim() || q.from || q.to),
  ): Promise<PageWithAll<V>> {
    const page = await this.page(q, refine);
    if (!filtered) this.unfiltered.remember(page.total);
    return { ...page, all: filtered ? await this.unfiltered.get(page.total) : page.total };
  }

  /** One row's view (the detail screen); 404 with `notFound` when there is no such row. */
  async get(id: number, notFound: string): Promise<V> {
    const row = await this.db
      .getRepository(this.source.entity)
      .findOneBy({ id } as unknown as FindOptionsWhere<E>);
    if (!row) throw new NotFoundException(notFound);
    return this.source.view(row);
  }
}
