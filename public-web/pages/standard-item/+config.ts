import type { Config } from 'vike/types';

// Items come from the API: render per request so a publish shows without a build.
export default { prerender: false } satisfies Config;
