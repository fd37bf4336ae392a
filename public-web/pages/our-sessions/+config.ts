import type { Config } from 'vike/types';

// Sessions come from the API: render per request so the list is in the HTML.
export default { prerender: false } satisfies Config;
