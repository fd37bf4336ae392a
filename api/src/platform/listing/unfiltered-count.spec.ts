import { UnfilteredCount } from './unfiltered-count';

describe('UnfilteredCount', () => {
  it('counts once, reuses the value while fresh, recounts when stale', async () => {
    let n = 5;
    const countAll = vi.fn(async () => n);
    const c = new UnfilteredCount(countAll, 1000);
    expect(await c.get()).toBe(5);
    n = 6;
    expect(await c.get()).toBe(5);
    expect(countAll).toHaveBeenCalledTimes(1);
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 2000);
    expect(await c.get()).toBe(6);
    vi.restoreAllMocks();
  });

  it('takes an exact unfiltered total without counting, and is never below the filtered total', async () => {
    const countAll = vi.fn(async () => 0);
    const c = new UnfilteredCount(countAll);
    c.remember(100);
    expect(await c.get(3)).toBe(100);
    expect(await c.get(101)).toBe(101);
    expect(countAll).not.toHaveBeenCalled();
  });
});
