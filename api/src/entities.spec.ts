import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { getMetadataArgsStorage } from 'typeorm';
import { ENTITIES } from './entities';

/** The entities TypeORM is given are the files on disk: a new one is never left out. */
describe('the entity list', () => {
  it('ENTITIES names every entity of every *.entity.ts file', async () => {
    const entityFiles = readdirSync(__dirname, { recursive: true, encoding: 'utf8' }).filter((f) =>
      f.endsWith('.entity.ts'),
    );
    expect(entityFiles.length).toBeGreaterThan(10);
    const modules = [];
    for (const file of entityFiles) modules.push(await import(join(__dirname, file)));
    // Read after the imports: an entity file the lists miss registers its tables here.
    const tables = getMetadataArgsStorage().tables.filter((table) => table.type === 'regular');
    const entities = modules
      .flatMap((module) => Object.values(module))
      .filter((exported) => tables.some((table) => table.target === exported));
    const name = (target: unknown) => (target as { name: string }).name;
    expect(ENTITIES.map(name).sort()).toEqual(entities.map(name).sort());
  });
});
