import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * TypeORM loads every export of a migration file as a migration (`new` on each): a helper
 * exported beside the class stops every start of the API. A migration file exports its class only.
 */
describe('migration files', () => {
  const dir = join(__dirname, 'migrations');
  const files = readdirSync(dir).filter((f) => /^\d+-.*\.ts$/.test(f));

  it.each(files)('%s exports one migration class and nothing else', (file) => {
    const exported = Object.values(jest.requireActual<Record<string, unknown>>(join(dir, file)));
    expect(exported).toHaveLength(1);
    const [migration] = exported as { prototype?: { up?: unknown; down?: unknown } }[];
    expect(typeof migration).toBe('function');
    expect(typeof migration.prototype?.up).toBe('function');
    expect(typeof migration.prototype?.down).toBe('function');
  });
});
