import type { Config } from 'vike/types';

// Its items come from the API: render per request so a publish shows without a build.
export default { prerender: false } satisfies Config;
