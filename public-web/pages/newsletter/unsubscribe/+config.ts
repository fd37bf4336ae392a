import type { Config } from 'vike/types';

// The link's token decides what the page shows: rendered per request, never indexed.
export default { prerender: false } satisfies Config;
