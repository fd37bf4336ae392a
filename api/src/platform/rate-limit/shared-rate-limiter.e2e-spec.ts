import Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { SharedRateLimiter } from './rate-limit.service';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** What a limiter answered, as a caller reads it (a refusal is thrown). */
async function answer(op: Promise<RateLimiterRes>) {
  const res = await op.then(
    (r) => ({ refused: false, r }),
    (r: unknown) => ({ refused: true, r: r as RateLimiterRes }),
  );
  const { consumedPoints, remainingPoints, isFirstInDuration } = res.r;
  return { refused: res.refused, consumedPoints, remainingPoints, isFirstInDuration };
}

/** SharedRateLimiter counts in Redis exactly as the library's own Redis limiter does. */
describe('SharedRateLimiter (real Redis)', () => {
  let client: Redis;
  const run = `${process.pid}-${Date.now()}`;
  beforeAll(async () => {
    client = new Redis(REDIS_URL, { enableAutoPipelining: true });
    await client.ping();
  });
  afterAll(() => client.quit());

  const limiters = (name: string, points = 3) =>
    [RateLimiterRedis, SharedRateLimiter].map(
      (Limiter, i) =>
        new Limiter({
          storeClient: client,
          keyPrefix: `rl-test:${run}:${name}:${i}`,
          points,
          duration: 60,
          rejectIfRedisNotReady: true,
        }),
    );

  it('hits, refusals, penalties, rewards and blocks answer alike, and the count expires', async () => {
    const [library, shared] = limiters('sequence');
    const steps: ((l: RateLimiterRedis) => Promise<RateLimiterRes>)[] = [
      (l) => l.consume('a'),
      (l) => l.consume('a'),
      (l) => l.penalty('a', 1),
      (l) => l.consume('a'),
      (l) => l.reward('a', 2),
      (l) => l.consume('a'),
      (l) => l.consume('b', 2),
      (l) => l.block('c', 30),
      (l) => l.consume('c'),
    ];
    for (const step of steps)
      expect(await answer(step(shared!))).toEqual(await answer(step(library!)));
    for (const key of ['a', 'b', 'c']) {
      const ttl = await client.pttl(`rl-test:${run}:sequence:1:${key}`);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(60_000);
    }
    const refused = await shared!.consume('a', 5).catch((r: RateLimiterRes) => r);
    expect(refused.msBeforeNext).toBeGreaterThan(50_000);
  });

  it('without a ready connection, its insurance counts instead', async () => {
    const offline = new Redis(REDIS_URL, { lazyConnect: true });
    const limiter = new SharedRateLimiter({
      storeClient: offline,
      keyPrefix: `rl-test:${run}:offline`,
      points: 1,
      duration: 60,
      rejectIfRedisNotReady: true,
      insuranceLimiter: new RateLimiterMemory({ points: 1, duration: 60 }),
    });
    expect((await limiter.consume('a')).consumedPoints).toBe(1);
    await expect(limiter.consume('a')).rejects.toBeInstanceOf(RateLimiterRes);
    offline.disconnect();
  });
});
