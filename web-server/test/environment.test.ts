import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { environmentReads, sourceFiles } from '../../scripts/environment-reads.mjs';
import { apiInternalUrl, WEB_SERVER_VARIABLES } from '../environment.mjs';
import { pageCacheMs } from '../index.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const isTest = (file: string) => /(^|\/)test\/|\.test\.[^/]+$/.test(file);
/** The web server's code and the public site's, which the server runs (and builds). */
const reads = [...sourceFiles(root, 'web-server'), ...sourceFiles(root, 'public-web')]
  .filter((file) => !isTest(file))
  .flatMap((file) => environmentReads(root, file));
const listed = new Map(WEB_SERVER_VARIABLES.map((v) => [v.name, v]));

describe('web-server/environment.mjs: the variables of docs/configuration.md', () => {
  it('lists each variable once', () => {
    expect(listed.size).toBe(WEB_SERVER_VARIABLES.length);
  });

  it('lists every variable the web server and the public site read, and no other', () => {
    const read = [...new Set(reads.map((r) => r.name))].sort();
    expect(read).toEqual([...listed.keys()].sort());
  });

  it('gives the default each read falls back to', () => {
    const fallbacks = reads.filter((r) => r.fallback !== undefined);
    expect(fallbacks.length).toBeGreaterThan(0);
    for (const r of fallbacks)
      expect(`${r.file}: ${r.name} ${r.fallback}`).toBe(
        `${r.file}: ${r.name} ${listed.get(r.name)?.default}`,
      );
    // Read through a function of its own, which falls back itself.
    expect(String(pageCacheMs(undefined))).toBe(listed.get('PAGE_CACHE_MS')?.default);
    // An empty API_INTERNAL_URL is unset for the proxy as for the pages (serverApi.ts): one API.
    for (const unset of [undefined, '']) {
      vi.stubEnv('API_INTERNAL_URL', unset);
      expect(apiInternalUrl()).toBe(listed.get('API_INTERNAL_URL')?.default);
    }
    vi.unstubAllEnvs();
  });
});
