import type { Type } from '@nestjs/common';
import { ApiProperty, IntersectionType } from '@nestjs/swagger';
import { ListQueryDto } from '../../platform/listing/list-query.dto';
import { DetailOf, PageOf } from '../../platform/listing/page.views';
import { BaseFilterDto, IdsParam, StatusFilter } from './inbox-filters.dto';
import { BulkBaseDto, BulkFilter, NoteView, StatusProperty } from './inbox.views';

/** A generated class under the name the document shows for it. */
function named<T extends abstract new (...args: never[]) => object>(cls: T, name: string): T {
  Object.defineProperty(cls, 'name', { value: name });
  return cls;
}

/** What an inbox kind's query and body classes are made of. */
export interface InboxQuerySpec<S extends string> {
  /** One record in the document's schema names: 'Contact' gives ContactFilterDto, … */
  name: string;
  /** The records in the descriptions: 'contacts'. */
  plural: string;
  statuses: readonly S[];
  /** The statuses' enum in the document ('SubmissionStatus'). */
  statusEnum: string;
  /** The kind's own filters beside search, dates and status (a class of decorated properties). */
  filters?: Type;
  /** The list's own parameters beyond the filter (e.g. a sort). */
  listParameters?: Type;
}

/**
 * The query and body classes of one inbox kind's routes, from its statuses and own filters:
 * the filter (search, IST dates, status, own), the list query (page and filter), the export
 * query (filter or selected ids) and the bulk body (action on ids or on the filter).
 */
export function inboxQueryDtos<S extends string>(spec: InboxQuerySpec<S>) {
  const { name, plural, statuses, statusEnum } = spec;
  class StatusFiltered extends BaseFilterDto {
    @StatusFilter(statuses, statusEnum) status?: S[];
  }
  const Filter: Type<StatusFiltered> = spec.filters
    ? IntersectionType(StatusFiltered, spec.filters)
    : StatusFiltered;
  const ListBase = IntersectionType(ListQueryDto, Filter);
  const List = spec.listParameters ? IntersectionType(ListBase, spec.listParameters) : ListBase;
  class Export extends Filter {
    @IdsParam(`Only these ${plural} (the selected rows), 1000 at most`) ids?: number[];
  }
  class Bulk extends BulkBaseDto {
    @(StatusProperty(statuses, statusEnum)(false)) status?: S;
    @BulkFilter(() => Filter) filter?: StatusFiltered;
  }
  return {
    filter: named(Filter, `${name}FilterDto`),
    list: named(List, `${name}ListQueryDto`),
    export: named(Export, `${name}ExportQueryDto`),
    bulk: named(Bulk, `${name}BulkDto`),
  };
}

/** What an inbox kind's answer classes are made of. */
export interface InboxAnswerSpec {
  /** One record, as in InboxQuerySpec. */
  name: string;
  /** The page's schema name ('ContactsPage'). */
  pageName: string;
  view: Type;
  /** The page's `total` description and whether a large search estimates it. */
  total: string;
  estimated?: boolean;
  /** Further properties of a page (e.g. the unfiltered count, a dropdown's values). */
  pageExtra?: Type;
}

/** The answer classes of one inbox kind: a page of the list, one record, an opened record. */
export function inboxAnswerDtos(spec: InboxAnswerSpec) {
  const Page = PageOf(spec.view, { total: spec.total, estimated: spec.estimated });
  // PageOf's class is abstract only to keep it from being constructed; the document reads it.
  const PageWithExtra = spec.pageExtra
    ? IntersectionType(Page as unknown as Type, spec.pageExtra)
    : (Page as unknown as Type);
  class Opened {
    @ApiProperty({ enum: ['success'] }) status: 'success';
    @ApiProperty({ type: spec.view }) data: object;
    @ApiProperty({ type: [NoteView] }) notes: NoteView[];
  }
  class Detail extends DetailOf(spec.view) {}
  return {
    page: named(class extends PageWithExtra {}, spec.pageName),
    detail: named(Detail, `${spec.name}Detail`),
    opened: named(Opened, `${spec.name}Opened`),
  };
}
