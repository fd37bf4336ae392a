import type { Config } from 'vike/types';

// Blog posts and FAQs come from the API: render per request so a publish shows without a build.
export default { prerender: false } satisfies Config;
