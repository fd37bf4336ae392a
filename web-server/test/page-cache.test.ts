// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cachedRender, PREVIEW_HEADERS } from '../pages.mjs';

/** A renderer that counts its calls and answers what `answer` says at that moment. */
function counting(answer: (n: number) => { statusCode: number; body: string } | null) {
  const calls: string[] = [];
  const render = async (url: string) => {
    calls.push(url);
    const a = answer(calls.length);
    return a && { ...a, headers: [['content-type', 'text/html']] as [string, string][] };
  };
  return { render, calls };
}

describe('cachedRender', () => {
  it('renders a page once per period and renders it again after the period', async () => {
    let now = 1_000;
    const { render, calls } = counting((n) => ({ statusCode: 200, body: `render ${n}` }));
    const cached = cachedRender(render, { ttlMs: 1000, now: () => now });
    expect((await cached('/our-sessions', {}))?.body).toBe('render 1');
    now += 999;
    expect((await cached('/our-sessions', {}))?.body).toBe('render 1');
    expect((await cached('/contact-us', {}))?.body).toBe('render 2');
    now += 1;
    expect((await cached('/our-sessions', {}))?.body).toBe('render 3');
    expect(calls).toEqual(['/our-sessions', '/contact-us', '/our-sessions']);
  });

  it('lets requests that arrive during a render wait for that render', async () => {
    const { render, calls } = counting(() => ({ statusCode: 200, body: 'page' }));
    const cached = cachedRender(render, { ttlMs: 1000 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => cached('/a', {})));
    expect(answers.every((a) => a?.body === 'page')).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it('never keeps a preview (a page marked no-store): each visit renders the draft as it is now', async () => {
    const calls: string[] = [];
    const render = async (url: string) => {
      calls.push(url);
      return { statusCode: 200, body: `draft ${calls.length}`, headers: [...PREVIEW_HEADERS] };
    };
    const cached = cachedRender(render, { ttlMs: 1000, now: () => 0 });
    expect((await cached('/news/draft?preview=t', {}))?.body).toBe('draft 1');
    expect((await cached('/news/draft?preview=t', {}))?.body).toBe('draft 2');
  });

  it('never keeps an error, a missing page or a failed render', async () => {
    const statuses = [500, 404, 200];
    const { render, calls } = counting((n) => ({ statusCode: statuses[n - 1] ?? 200, body: '' }));
    const cached = cachedRender(render, { ttlMs: 1000 });
    expect((await cached('/x', {}))?.statusCode).toBe(500);
    expect((await cached('/x', {}))?.statusCode).toBe(404);
    expect((await cached('/x', {}))?.statusCode).toBe(200);
    expect((await cached('/x', {}))?.statusCode).toBe(200);
    expect(calls).toHaveLength(3);

    let fail = true;
    const throwing = cachedRender(
      async () => {
        if (fail) throw new Error('API down');
        return { statusCode: 200, headers: [], body: 'back' };
      },
      { ttlMs: 1000 },
    );
    await expect(throwing('/y', {})).rejects.toThrow('API down');
    fail = false;
    expect((await throwing('/y', {}))?.body).toBe('back');
  });

  it('keeps at most maxEntries pages, so made-up query strings cannot fill the memory', async () => {
    const { render, calls } = counting((n) => ({ statusCode: 200, body: `r${n}` }));
    const cached = cachedRender(render, { ttlMs: 60_000, maxEntries: 2 });
    await cached('/p?a', {});
    await cached('/p?b', {});
    await cached('/p?c', {}); // drops /p?a, the oldest
    await cached('/p?c', {});
    await cached('/p?a', {});
    expect(calls).toEqual(['/p?a', '/p?b', '/p?c', '/p?a']);
  });

  it('with a period of 0 renders every request', async () => {
    const { render, calls } = counting(() => ({ statusCode: 200, body: '' }));
    const cached = cachedRender(render, { ttlMs: 0 });
    await cached('/a', {});
    await cached('/a', {});
    expect(calls).toHaveLength(2);
  });
});
