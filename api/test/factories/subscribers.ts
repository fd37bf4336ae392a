import { defineFactory, unique } from './insert';

/** A row of `subscribers` (a newsletter sign-up; one per address, whatever its case). */
export interface SubscriberRow {
  id: number;
  email: string;
  status: 'pending' | 'confirmed';
  confirmed_at: Date | null;
  confirmation_sent_at: Date | null;
  privacy_notice: string | null;
  consented_at: Date | null;
  created_at: Date;
}

/** Confirmed unless told otherwise (the table's own default is a pending sign-up). */
export const subscribers = defineFactory<SubscriberRow>('subscribers', () => ({
  email: unique((n) => `subscriber-${n}@example.com`),
  status: 'confirmed',
}));
