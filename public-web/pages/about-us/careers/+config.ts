import type { Config } from 'vike/types';

// The openings come from the jobs API: /about-us/careers and /about-us/careers/{id} render per request.
export default { prerender: false } satisfies Config;
