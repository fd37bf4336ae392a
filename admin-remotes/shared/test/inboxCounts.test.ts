import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createInboxCountsStore,
  INBOX_POLL_MS,
  newSinceListed,
  type InboxCounts,
} from '../src/inbox/inboxCounts';
import { newItemsText } from '../src/inbox/NewItemsBar';

/** A load whose answers the test hands out one by one, in any order. */
function loads() {
  const waiting: ((c: InboxCounts) => void)[] = [];
  const load = vi.fn(() => new Promise<InboxCounts>((resolve) => waiting.push(resolve)));
  return { load, answer: (i: number, c: InboxCounts) => waiting[i](c) };
}
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('the panel’s one store of New counts', () => {
  afterEach(() => vi.useRealTimers());

  it('asks nothing before the panel starts it (no badge on screen)', async () => {
    const load = vi.fn(async () => ({ contacts: 1 }));
    const store = createInboxCountsStore(load);
    await store.changed();
    const asked = await store.forList();
    store.showWithList('contacts', asked);
    expect(load).not.toHaveBeenCalled();
    expect(newSinceListed(store.get(), 'contacts')).toBe(0);
  });

  it('asks when started, and after a change with no list open, at once', async () => {
    let answer: InboxCounts = { contacts: 3 };
    const load = vi.fn(async () => answer);
    const store = createInboxCountsStore(load);
    const stop = store.start('t1');
    await vi.waitFor(() => expect(store.get().counts).toEqual({ contacts: 3 }));
    answer = { contacts: 1 }; // e.g. an erasure in the privacy desk
    await store.changed();
    expect(load).toHaveBeenCalledTimes(2);
    expect(store.get().counts).toEqual({ contacts: 1 });
    stop();
  });

  it('a change reloads the open list, which brings the counts with its page', async () => {
    const load = vi.fn(async () => ({ contacts: 2 }));
    const store = createInboxCountsStore(load);
    const stop = store.start('t1');
    await settle();
    const reload = vi.fn(async () => {
      store.showWithList('contacts', await store.forList());
    });
    const close = store.open('contacts', reload);
    await store.changed();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(2); // the start, then the list's own
    expect(store.get()).toEqual({ counts: { contacts: 2 }, listed: { contacts: 2 } });
    close();
    expect(store.get().listed).toEqual({});
    stop();
  });

  it('counts that rose since the list was loaded are the difference the bar shows', async () => {
    let answer: InboxCounts = { contacts: 1, registrations: 0 };
    const store = createInboxCountsStore(async () => answer);
    const stop = store.start('t1');
    store.showWithList('contacts', await store.forList());
    expect(newSinceListed(store.get(), 'contacts')).toBe(0);
    answer = { contacts: 4, registrations: 1 };
    await store.ask(); // the minute's look
    expect(store.get().counts.contacts).toBe(4);
    expect(newSinceListed(store.get(), 'contacts')).toBe(3);
    expect(newSinceListed(store.get(), 'registrations')).toBe(0); // no registrations list open
    // Show them: the page and the counts again, together.
    store.showWithList('contacts', await store.forList());
    expect(newSinceListed(store.get(), 'contacts')).toBe(0);
    answer = { contacts: 2, registrations: 1 }; // two handled by someone else
    await store.ask();
    expect(newSinceListed(store.get(), 'contacts')).toBe(-2);
    stop();
  });

  it('never shows an older answer over a newer one', async () => {
    const { load, answer } = loads();
    const store = createInboxCountsStore(load);
    const stop = store.start('t1'); // answer 0
    const listAsk = store.forList(); // answer 1
    answer(1, { contacts: 5 });
    store.showWithList('contacts', await listAsk);
    answer(0, { contacts: 2 });
    await settle();
    expect(store.get()).toEqual({ counts: { contacts: 5 }, listed: { contacts: 5 } });
    // A list answer older than the shown counts: the list keeps the count it was loaded with.
    const older = store.forList(); // answer 2
    const newer = store.ask(); // answer 3
    answer(3, { contacts: 6 });
    await newer;
    answer(2, { contacts: 5 });
    store.showWithList('contacts', await older);
    expect(store.get()).toEqual({ counts: { contacts: 6 }, listed: { contacts: 5 } });
    stop();
  });

  it('starts afresh for another session; a late answer of the last one is dropped', async () => {
    const { load, answer } = loads();
    const store = createInboxCountsStore(load);
    const stop1 = store.start('t1');
    answer(0, { contacts: 3 });
    await settle();
    store.ask(); // answer 1, still on its way when t1 logs out
    stop1();
    const stop2 = store.start('t2'); // answer 2
    expect(store.get().counts).toEqual({});
    answer(1, { contacts: 9 });
    await settle();
    expect(store.get().counts).toEqual({});
    answer(2, { applications: 2 });
    await settle();
    expect(store.get().counts).toEqual({ applications: 2 });
    stop2();
  });

  it('keeps the last counts when a request fails', async () => {
    const load = vi.fn(async (): Promise<InboxCounts> => ({ contacts: 3 }));
    const store = createInboxCountsStore(load);
    const stop = store.start('t1');
    await vi.waitFor(() => expect(store.get().counts).toEqual({ contacts: 3 }));
    load.mockRejectedValueOnce(new Error('offline'));
    expect(await store.ask()).toBeNull();
    expect(store.get().counts).toEqual({ contacts: 3 });
    stop();
  });

  describe('while the panel is on screen', () => {
    beforeEach(() => vi.useFakeTimers());

    it('asks once a minute, and when the window gets the focus back; not after stop', () => {
      const load = vi.fn(async () => ({}));
      const store = createInboxCountsStore(load);
      const stop = store.start('t1');
      expect(load).toHaveBeenCalledTimes(1);
      expect(INBOX_POLL_MS).toBe(60_000);
      vi.advanceTimersByTime(INBOX_POLL_MS - 1);
      expect(load).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1);
      expect(load).toHaveBeenCalledTimes(2);
      dispatchEvent(new Event('focus'));
      expect(load).toHaveBeenCalledTimes(3);
      stop();
      vi.advanceTimersByTime(INBOX_POLL_MS * 3);
      dispatchEvent(new Event('focus'));
      expect(load).toHaveBeenCalledTimes(3);
    });
  });
});

describe('the new-items bar’s words', () => {
  it('names the count, with the button in the right number', () => {
    expect(newItemsText(0)).toBeNull();
    expect(newItemsText(1)).toEqual({ text: '1 new', action: 'Show it' });
    expect(newItemsText(3)).toEqual({ text: '3 new', action: 'Show them' });
    expect(newItemsText(-2)).toEqual({ text: 'Changed elsewhere', action: 'Show the latest' });
  });
});
