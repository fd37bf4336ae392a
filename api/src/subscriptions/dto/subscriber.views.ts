import { ApiProperty } from '@nestjs/swagger';
import { DetailOf, MessageResponse, PageOf } from '../../common/listing/page.views';
import type { Subscriber } from '../subscriber.entity';

export class SubscriptionResponse extends MessageResponse {}

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

export class SubscribersPage extends PageOf(SubscriberView, { estimated: true }) {
  @ApiProperty({ description: 'All subscribers, unfiltered' }) all: number;
  @ApiProperty({ type: SubscriberStats }) stats: SubscriberStats;
}

export class SubscriberDetail extends DetailOf(SubscriberDetailView) {}
