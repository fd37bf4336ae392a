import type { Config } from 'vike/types';

// News items, press releases and video coverage come from the API (this page and the ones under
// it): render per request so a publish shows without a build.
export default { prerender: false } satisfies Config;
