import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ListQuery } from '../src/types';
import { useServerList } from '../src/useServerList';

function fakeApi() {
  return vi.fn(async (q: ListQuery) => ({
    status: 'success' as const,
    data: [{ id: q.page }],
    total: 25,
    page: q.page,
    pages: 3,
    all: 40,
  }));
}

describe('useServerList (server paging, search and dates)', () => {
  it('asks for page 1 of 10 rows first', async () => {
    const fetchPage = fakeApi();
    const { result } = renderHook(() => useServerList(fetchPage, 10));
    await waitFor(() => expect(result.current.loaded).toBe(true));
    expect(fetchPage).toHaveBeenLastCalledWith({
      page: 1,
      pageSize: 10,
      search: undefined,
      from: undefined,
      to: undefined,
    });
    expect(result.current).toMatchObject({ total: 25, all: 40, pages: 3 });
  });

  it('goes back to page 1 when the search or the dates change', async () => {
    const fetchPage = fakeApi();
    const { result } = renderHook(() => useServerList(fetchPage, 10));
    await waitFor(() => expect(result.current.loaded).toBe(true));
    act(() => result.current.setPage(3));
    await waitFor(() =>
      expect(fetchPage).toHaveBeenLastCalledWith(expect.objectContaining({ page: 3 })),
    );
    act(() => result.current.setSearch('  asha '));
    await waitFor(() =>
      expect(fetchPage).toHaveBeenLastCalledWith(
        expect.objectContaining({ page: 1, search: 'asha' }),
      ),
    );
    act(() => result.current.setPage(2));
    act(() => result.current.setRange({ from: '2025-01-01' }));
    await waitFor(() =>
      expect(fetchPage).toHaveBeenLastCalledWith({
        page: 1,
        pageSize: 10,
        search: 'asha',
        from: '2025-01-01',
        to: undefined,
      }),
    );
    act(() => result.current.clearFilters());
    await waitFor(() =>
      expect(fetchPage).toHaveBeenLastCalledWith({
        page: 1,
        pageSize: 10,
        search: undefined,
        from: undefined,
        to: undefined,
      }),
    );
  });

  it('tells a page from the empty start, and which filters the rows on screen were asked with', async () => {
    const fetchPage = fakeApi();
    const { result } = renderHook(() => useServerList(fetchPage, 10));
    expect(result.current).toMatchObject({ hasPage: false, loading: true, resultFilters: {} });
    // Typed while the first page is on its way: pending, and not asked for yet.
    act(() => result.current.setSearch('asha'));
    expect(result.current.pending).toBe(true);
    expect(result.current.filters.search).toBeUndefined();
    await waitFor(() => expect(result.current.resultFilters).toEqual({ search: 'asha' }));
    expect(result.current.pending).toBe(false);
    act(() => result.current.setRange({ from: '2025-01-01' }));
    await waitFor(() =>
      expect(result.current.resultFilters).toEqual({ search: 'asha', from: '2025-01-01' }),
    );
    act(() => result.current.clearSearch());
    expect(result.current.filters.search).toBeUndefined();
    await waitFor(() => expect(result.current.resultFilters).toEqual({ from: '2025-01-01' }));
  });

  it('asks at once for what is typed, one search at a time: keys typed meanwhile go out together after its answer', async () => {
    const answers: (() => void)[] = [];
    const fetchPage = vi.fn(
      (q: ListQuery) =>
        new Promise<{ data: { id: string }[]; total: number; page: number; pages: number }>(
          (resolve) =>
            answers.push(() =>
              resolve({ data: [{ id: q.search ?? 'all' }], total: 1, page: 1, pages: 1 }),
            ),
        ),
    );
    const { result } = renderHook(() => useServerList(fetchPage, 10));
    await act(async () => answers.shift()!());
    const searches = () => fetchPage.mock.calls.slice(1).map(([q]) => q.search);

    // Nothing on its way: the first key goes out at once, no pause for typing.
    act(() => result.current.setSearch('a'));
    expect(searches()).toEqual(['a']);
    // Typed while "a" is answered: waiting, then only the newest text goes.
    for (const typed of ['as', 'ash', 'asha']) act(() => result.current.setSearch(typed));
    expect(result.current.pending).toBe(true);
    expect(searches()).toEqual(['a']);
    await act(async () => answers.shift()!());
    expect(result.current.rows).toEqual([{ id: 'a' }]);
    expect(searches()).toEqual(['a', 'asha']);
    await act(async () => answers.shift()!());
    expect(result.current.rows).toEqual([{ id: 'asha' }]);
    expect(result.current.pending).toBe(false);

    // Enter applies what is typed even while an answer is on its way.
    act(() => result.current.setSearch('meera'));
    act(() => result.current.setSearch('meera k'));
    act(() => result.current.applySearch());
    expect(searches()).toEqual(['a', 'asha', 'meera', 'meera k']);
  });

  it("is loading from the render where its search changes: never the old rows shown as the new search's", async () => {
    const fetchPage = fakeApi();
    const renders: { search?: string; answered?: string; loading: boolean }[] = [];
    const { result } = renderHook(() => {
      const list = useServerList(fetchPage, 10);
      renders.push({
        search: list.filters.search,
        answered: list.resultFilters.search,
        loading: list.loading,
      });
      return list;
    });
    await waitFor(() => expect(result.current.loaded).toBe(true));
    act(() => result.current.setSearch('asha'));
    await waitFor(() => expect(result.current.resultFilters).toEqual({ search: 'asha' }));
    expect(renders.some((r) => r.search === 'asha' && r.loading)).toBe(true);
    expect(renders.filter((r) => r.search !== r.answered && !r.loading)).toEqual([]);
  });

  it('never lets a slower answer to an older search replace the newer one', async () => {
    const answers = new Map<string, (rows: { id: string }[]) => void>();
    const fetchPage = vi.fn(
      (q: ListQuery) =>
        new Promise<{ data: { id: string }[]; total: number; page: number; pages: number }>(
          (resolve) =>
            answers.set(q.search ?? '', (data) =>
              resolve({ data, total: data.length, page: 1, pages: 1 }),
            ),
        ),
    );
    const { result } = renderHook(() => useServerList(fetchPage, 10));
    await act(async () => answers.get('')!([{ id: 'all' }]));
    act(() => result.current.setSearch('as'));
    act(() => result.current.applySearch());
    act(() => result.current.setSearch('asha'));
    act(() => result.current.applySearch());
    await act(async () => answers.get('asha')!([{ id: 'asha' }]));
    await act(async () => answers.get('as')!([{ id: 'as' }, { id: 'asha' }]));
    expect(result.current.rows).toEqual([{ id: 'asha' }]);
    expect(result.current.resultFilters).toEqual({ search: 'asha' });
  });

  it('the same dates again keep the page', async () => {
    const fetchPage = fakeApi();
    const { result } = renderHook(() => useServerList(fetchPage, 10));
    await waitFor(() => expect(result.current.loaded).toBe(true));
    act(() => result.current.setRange({ from: '2025-01-01' }));
    act(() => result.current.setPage(2));
    await waitFor(() => expect(result.current.page).toBe(2));
    const calls = fetchPage.mock.calls.length;
    act(() => result.current.setRange({ from: '2025-01-01', to: '' }));
    expect(result.current.page).toBe(2);
    expect(fetchPage.mock.calls.length).toBe(calls);
  });

  it('clears a failure when the next load starts, so a failure and a loading row never show together', async () => {
    let fail = true;
    const fetchPage = vi.fn(async (q: ListQuery) => {
      if (fail) throw new Error('boom');
      return { status: 'success' as const, data: [], total: 0, page: q.page, pages: 1 };
    });
    const { result } = renderHook(() => useServerList(fetchPage, 10));
    await waitFor(() => expect(result.current.error?.message).toBe('boom'));
    expect(result.current.hasPage).toBe(false);
    fail = false;
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.refresh();
    });
    expect(result.current).toMatchObject({ error: null, loading: true });
    await act(() => done);
    expect(result.current).toMatchObject({ error: null, loading: false, hasPage: true });
  });

  it('keeps the error of a failed page', async () => {
    const { result } = renderHook(() =>
      useServerList(async () => Promise.reject(new Error('boom')), 10),
    );
    await waitFor(() => expect(result.current.error?.message).toBe('boom'));
  });

  it('sends the extra filters and goes back to page 1 in one request when they change', async () => {
    const fetchPage = fakeApi();
    const { result, rerender } = renderHook(
      ({ position }) => useServerList(fetchPage, 10, { position }),
      {
        initialProps: { position: undefined as string | undefined },
      },
    );
    await waitFor(() => expect(result.current.loaded).toBe(true));
    expect(fetchPage).toHaveBeenLastCalledWith({
      page: 1,
      pageSize: 10,
      search: undefined,
      from: undefined,
      to: undefined,
    });
    act(() => result.current.setPage(3));
    await waitFor(() =>
      expect(fetchPage).toHaveBeenLastCalledWith(expect.objectContaining({ page: 3 })),
    );
    const before = fetchPage.mock.calls.length;
    rerender({ position: 'App Developer' });
    await waitFor(() =>
      expect(fetchPage).toHaveBeenLastCalledWith(
        expect.objectContaining({ page: 1, position: 'App Developer' }),
      ),
    );
    expect(fetchPage.mock.calls.length).toBe(before + 1);
  });
});
