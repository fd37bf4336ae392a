import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS } from './migration-list';

/** The migrations TypeORM is given are the files on disk: a new one is never left out. */
describe('the migration list', () => {
  const dir = join(__dirname, 'migrations');
  const files = readdirSync(dir)
    .filter((f) => /^\d+-.*\.ts$/.test(f))
    .sort();

  // TypeORM runs every migration it is given (`new` on each): a helper listed as one, or a
  // second class in a file, would stop every start of the API.
  it.each(files)('%s exports one migration class and nothing else', async (file) => {
    const exported = Object.values(await import(join(dir, file)));
    expect(exported).toHaveLength(1);
    const [migration] = exported as { prototype?: { up?: unknown; down?: unknown } }[];
    expect(typeof migration).toBe('function');
    expect(typeof migration.prototype?.up).toBe('function');
    expect(typeof migration.prototype?.down).toBe('function');
  });

  it('MIGRATIONS names every migration file, in the order of their timestamps', async () => {
    const classes = [];
    for (const file of files) classes.push(...Object.values(await import(join(dir, file))));
    expect(MIGRATIONS).toEqual(classes);
  });
});
