import type en from './en';

/** A key of the interface texts: English's keys are the list (hi.ts and mr.ts have the same). */
export type MessageKey = keyof typeof en.messages;

/** One language's texts; `reviewed: false` marks a draft no speaker on staff has checked yet. */
export interface Catalog {
  reviewed: boolean;
  messages: Record<MessageKey, string>;
}
