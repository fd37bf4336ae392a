import type { Config } from 'vike/types';

// The retention periods come from the API's configuration: render per request.
export default { prerender: false } satisfies Config;
