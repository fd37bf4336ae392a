import type { Config } from 'vike/types';

// A redirect is an HTTP answer, not a file: render on request.
export default { prerender: false } satisfies Config;
