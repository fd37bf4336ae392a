/** Kavach Genomics public-site content: re-exports every content module. */
export * from './types';
export * from './site';
export * from './programmes';
export * from './faqs';
export * from './steps';
export * from './scoreBands';
export * from './people';
export * from './partners';
export * from './investors';
export * from './science';
export * from './media';
export * from './packages';
export * from './programmePages';
export * from './tributes';
export * from './jobs';
export * from './legal';
