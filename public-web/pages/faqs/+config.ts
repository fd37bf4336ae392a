import type { Config } from 'vike/types';

// /faqs, /faqs/hrc and /faqs/aob: the FAQs come from the API. Render per request so a publish
// shows without a build.
export default { prerender: false } satisfies Config;
