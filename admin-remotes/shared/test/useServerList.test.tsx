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
