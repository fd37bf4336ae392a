import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRefreshWhile } from '../src/useRefreshWhile';

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  vi.useRealTimers();
  setVisibility('visible');
});

describe('the progress refresh while a newsletter is being sent', () => {
  it('reads every 5 s while active and visible; stops when hidden, inactive or unmounted', async () => {
    vi.useFakeTimers();
    const refresh = vi.fn(async () => undefined);
    const { rerender, unmount } = renderHook(
      ({ active }) => useRefreshWhile(active, refresh, 5000),
      { initialProps: { active: true } },
    );
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(refresh).toHaveBeenCalledTimes(2);

    act(() => setVisibility('hidden'));
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(refresh).toHaveBeenCalledTimes(2);
    // Shown again: one read at once, then every 5 s.
    act(() => setVisibility('visible'));
    expect(refresh).toHaveBeenCalledTimes(3);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(refresh).toHaveBeenCalledTimes(4);

    rerender({ active: false });
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(refresh).toHaveBeenCalledTimes(4);

    rerender({ active: true });
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(refresh).toHaveBeenCalledTimes(5);
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(refresh).toHaveBeenCalledTimes(5);
  });
});
