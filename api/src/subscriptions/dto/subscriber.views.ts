import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { ListQueryDto } from '../../common/listing/list-query.dto';
import type { Subscriber } from '../subscriber.entity';

export class SubscriptionResponse {
  @ApiProperty({ enum: ['success'] }) status: 'success';
  @ApiProperty() message: string;
}

export class SubscriberView {
  @ApiProperty() id: number;
  @ApiProperty() email: string;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export class SubscriberDetailView extends SubscriberView {
  @ApiProperty({ enum: ['Active'], description: 'Always Active (not stored)' }) status: 'Active';
}

export function toSubscriberView(s: Subscriber): SubscriberView {
  return { id: s.id, email: s.email, created_at: s.createdAt.toISOString() };
}

export class SubscriberStats {
  @ApiProperty({ description: 'Subscribers matching the search and date range' }) total: number;
  @ApiProperty({ description: 'Subscribed today (IST)' }) today: number;
  @ApiProperty({ description: 'Subscribed within the last 7 days' }) thisWeek: number;
}

export class SubscribersPage {
  @ApiProperty({ enum: ['success'] }) status: 'success';
  @ApiProperty({ type: [SubscriberView] }) data: SubscriberView[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pages: number;
  @ApiPropertyOptional({
    type: Boolean,
    description: 'true when total is an estimate (a search matching very many rows)',
  })
  estimated?: true;
  @ApiProperty({ description: 'All subscribers, unfiltered' }) all: number;
  @ApiProperty({ type: SubscriberStats }) stats: SubscriberStats;
}

export class SubscriberDetail {
  @ApiProperty({ enum: ['success'] }) status: 'success';
  @ApiProperty({ type: SubscriberDetailView }) data: SubscriberDetailView;
}

export class DeleteResponse {
  @ApiProperty({ example: true }) success: true;
  @ApiProperty() message: string;
}

export class SubscribersExportQueryDto extends PickType(ListQueryDto, ['from', 'to'] as const) {}
