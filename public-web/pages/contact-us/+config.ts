import type { Config } from 'vike/types';

// The form's privacy notice states the configured retention period: render per request.
export default { prerender: false } satisfies Config;
