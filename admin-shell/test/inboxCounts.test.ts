import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  countOfTab,
  createInboxCountsStore,
  INBOX_COUNTS_INTERVAL_MS,
  inboxFetchDelay,
  type InboxCounts,
} from '../src/inboxCounts';

const MINUTE = INBOX_COUNTS_INTERVAL_MS;

describe('inboxFetchDelay (at most one request a minute)', () => {
  it('sends the first request, and any after a minute, at once', () => {
    expect(MINUTE).toBe(60_000);
    expect(inboxFetchDelay(null, 'look')).toBe(0);
    expect(inboxFetchDelay(null, 'change')).toBe(0);
    expect(inboxFetchDelay(MINUTE, 'look')).toBe(0);
    expect(inboxFetchDelay(MINUTE + 5_000, 'change')).toBe(0);
  });
  it('skips a look within the minute', () => {
    expect(inboxFetchDelay(0, 'look')).toBeNull();
    expect(inboxFetchDelay(MINUTE - 1, 'look')).toBeNull();
  });
  it('puts a change within the minute off to the end of that minute', () => {
    expect(inboxFetchDelay(0, 'change')).toBe(MINUTE);
    expect(inboxFetchDelay(45_000, 'change')).toBe(15_000);
  });
});

describe('countOfTab', () => {
  it('names the count of the three inbox tabs, and none of the others', () => {
    expect(countOfTab('contacts')).toBe('contacts');
    expect(countOfTab('registrations')).toBe('registrations');
    expect(countOfTab('career-applications')).toBe('applications');
    expect(countOfTab('sessions')).toBeUndefined();
    expect(countOfTab('toString')).toBeUndefined();
  });
});

describe('the counts store', () => {
  let answer: InboxCounts;
  let load: ReturnType<typeof vi.fn<(fresh: boolean) => Promise<InboxCounts>>>;
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-01-05T10:00:00Z') });
    answer = { contacts: 3 };
    load = vi.fn(async () => answer);
  });
  afterEach(() => vi.useRealTimers());

  it('asks once for the panel and all its tab switches within a minute, again after it', async () => {
    const store = createInboxCountsStore(load);
    store.ask('t1', 'look');
    await vi.waitFor(() => expect(store.get()).toEqual({ contacts: 3 }));
    for (let i = 0; i < 5; i++) {
      vi.advanceTimersByTime(10_000);
      store.ask('t1', 'look');
    }
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenLastCalledWith(false); // the browser's cache may answer a look
    vi.advanceTimersByTime(MINUTE - 50_000);
    answer = { contacts: 1 };
    store.ask('t1', 'look');
    expect(load).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(store.get()).toEqual({ contacts: 1 }));
  });

  it('sends changes reported within the minute once, fresh, when the minute is up', async () => {
    const store = createInboxCountsStore(load);
    store.ask('t1', 'look');
    vi.advanceTimersByTime(20_000);
    store.ask('t1', 'change');
    vi.advanceTimersByTime(5_000);
    store.ask('t1', 'change');
    store.ask('t1', 'look');
    expect(load).toHaveBeenCalledTimes(1);
    answer = { contacts: 0 };
    vi.advanceTimersByTime(34_999);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenLastCalledWith(true);
    await vi.waitFor(() => expect(store.get()).toEqual({ contacts: 0 }));
    // That request starts the next minute.
    store.ask('t1', 'look');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('sends a change at once, fresh, when the last request is a minute old', () => {
    const store = createInboxCountsStore(load);
    store.ask('t1', 'look');
    vi.advanceTimersByTime(MINUTE);
    store.ask('t1', 'change');
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenLastCalledWith(true);
  });

  it('starts afresh for another session, without the last one’s counts', async () => {
    const store = createInboxCountsStore(load);
    store.ask('t1', 'look');
    await vi.waitFor(() => expect(store.get()).toEqual({ contacts: 3 }));
    store.ask('t1', 'change'); // pending for t1
    answer = { applications: 2 };
    store.ask('t2', 'look');
    expect(store.get()).toEqual({});
    expect(load).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(store.get()).toEqual({ applications: 2 }));
    vi.advanceTimersByTime(MINUTE);
    expect(load).toHaveBeenCalledTimes(2); // t1's pending request was dropped
  });

  it('drops a pending request when the panel closes, and keeps the counts on a failure', async () => {
    const store = createInboxCountsStore(load);
    store.ask('t1', 'look');
    await vi.waitFor(() => expect(store.get()).toEqual({ contacts: 3 }));
    store.ask('t1', 'change');
    store.stop();
    vi.advanceTimersByTime(MINUTE);
    expect(load).toHaveBeenCalledTimes(1);
    load.mockRejectedValueOnce(new Error('offline'));
    store.ask('t1', 'look');
    expect(load).toHaveBeenCalledTimes(2);
    await Promise.resolve();
    expect(store.get()).toEqual({ contacts: 3 });
  });

  it('tells its subscribers about new counts', async () => {
    const store = createInboxCountsStore(load);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.ask('t1', 'look');
    await vi.waitFor(() => expect(listener).toHaveBeenCalledTimes(1));
    unsubscribe();
    vi.advanceTimersByTime(MINUTE);
    store.ask('t1', 'look');
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await Promise.resolve();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
