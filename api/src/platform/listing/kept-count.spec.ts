import { KeptCount } from './kept-count';

describe('KeptCount', () => {
  afterEach(() => vi.useRealTimers());

  it('counts once, reuses the value while fresh, recounts when stale', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let n = 5;
    const countNow = vi.fn(async () => n);
    const c = new KeptCount(countNow, { maxAgeMs: 1000 });
    expect(await c.get()).toBe(5);
    n = 6;
    expect(await c.get()).toBe(5);
    expect(countNow).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 2000);
    expect(await c.get()).toBe(6);
    expect(countNow).toHaveBeenCalledTimes(2);
  });

  it('takes an exact count without counting, and is never below the filtered total', async () => {
    const countNow = vi.fn(async () => 0);
    const c = new KeptCount(countNow);
    c.remember(100);
    expect(await c.get(3)).toBe(100);
    expect(await c.get(101)).toBe(101);
    expect(countNow).not.toHaveBeenCalled();
  });

  it('counts a count below reuseFrom on every call', async () => {
    let n = 10;
    const countNow = vi.fn(async () => n);
    const c = new KeptCount(countNow, { reuseFrom: 50_000 });
    expect(await c.get()).toBe(10);
    n = 9; // a record just opened
    expect(await c.get()).toBe(9);
    expect(countNow).toHaveBeenCalledTimes(2);
  });

  it('past half its age, answers the kept count at once and recounts behind the answer', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let n = 1_000_000;
    let finish!: () => void;
    const countNow = vi.fn(() => new Promise<number>((resolve) => (finish = () => resolve(n))));
    const c = new KeptCount(countNow, { maxAgeMs: 10_000, reuseFrom: 50_000 });
    const first = c.get();
    finish();
    expect(await first).toBe(1_000_000);

    n = 1_000_005;
    vi.setSystemTime(Date.now() + 6_000);
    expect(await c.get()).toBe(1_000_000); // not waiting for the count begun now
    expect(await c.get()).toBe(1_000_000); // nor starting a second one
    expect(countNow).toHaveBeenCalledTimes(2);
    finish();
    await vi.waitFor(async () => expect(await c.get()).toBe(1_000_005));
    expect(countNow).toHaveBeenCalledTimes(2);
  });

  it('keeps the newer of two counts that answer out of order', async () => {
    const answers: ((n: number) => void)[] = [];
    const c = new KeptCount(() => new Promise<number>((resolve) => answers.push(resolve)));
    const older = c.get();
    const newer = c.get();
    answers[1](7);
    answers[0](6);
    await Promise.all([older, newer]);
    expect(await c.get()).toBe(7);
  });
});
