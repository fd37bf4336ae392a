// The public forms' field rules (patterns, lengths, messages), kept with the API's DTOs so the
// API build (rooted at api/src) compiles them; the front ends read them from here.
export * from '../../src/platform/fields/rules.js';
