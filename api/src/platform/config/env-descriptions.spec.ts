import { envSchema } from './env';

// docs/configuration.md is written from these descriptions (scripts/config-doc.mjs): a variable
// without one would be a row without a meaning.
describe('envSchema: every variable is described', () => {
  it.each(Object.keys(envSchema.shape))('%s', (name) => {
    const description = envSchema.shape[name as keyof typeof envSchema.shape].description;
    expect(description?.trim()).toBeTruthy();
  });
});
