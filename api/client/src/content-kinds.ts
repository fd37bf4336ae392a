// The site's kinds of content and their fields (the panel's forms), kept with the API's checks so
// the API build (rooted at api/src) compiles them; the front ends read them from here.
export * from '../../src/content/content-kinds.js';
