// The slug rule and the slug of a title, as the API makes them (the public site's tests check its
// bundled items against it).
export * from '../../src/platform/fields/slug.js';
