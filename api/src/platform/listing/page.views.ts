import { type Type } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** The answer of a public form: status and the message shown to the visitor. */
export abstract class MessageResponse {
  @ApiProperty({ enum: ['success'] }) status: 'success';
  @ApiProperty() message: string;
}

/** The answer of a staff delete: the message the panel shows. */
export class DeleteResponse {
  @ApiProperty({ example: true }) success: true;
  @ApiProperty() message: string;
}

/**
 * The OpenAPI shape of a `Page` of `view` rows; a list's page class extends it (and adds `all`,
 * figures or filters). `total` describes the count; `estimated` documents the estimated flag.
 */
export function PageOf<V>(view: Type<V>, opts: { total?: string; estimated?: boolean } = {}) {
  abstract class ViewPage {
    @ApiProperty({ enum: ['success'] }) status: 'success';
    @ApiProperty({ type: [view] }) data: V[];
    @ApiProperty(opts.total ? { description: opts.total } : undefined) total: number;
    @ApiProperty() page: number;
    @ApiProperty() pages: number;
  }
  if (!opts.estimated) return ViewPage;
  abstract class EstimatedViewPage extends ViewPage {
    @ApiPropertyOptional({
      type: Boolean,
      description: 'true when total is an estimate (a search matching very many rows)',
    })
    estimated?: true;
  }
  return EstimatedViewPage;
}

/** The OpenAPI shape of one record: `{ status, data }`. */
export function DetailOf<V>(view: Type<V>) {
  abstract class ViewDetail {
    @ApiProperty({ enum: ['success'] }) status: 'success';
    @ApiProperty({ type: view }) data: V;
  }
  return ViewDetail;
}
