import { Module } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import {
  type PersonalDataKind,
  providePersonalData,
  provideStoredFiles,
} from './personal-data-kind';
import { PersonalDataModule, PersonalDataRegistry } from './personal-data.registry';

const kind = (key: string, position: number): PersonalDataKind => ({
  key,
  position,
  table: key,
  emailColumn: 'email',
  view: (r) => r,
  export: { file: key, what: key, columns: ['id'] },
});

// Two features that provide their declarations without exporting them, in either order.
@Module({
  providers: [
    providePersonalData(kind('later', 20)),
    provideStoredFiles({ area: 'session-images', orphanAgeMs: 1, usedKeys: 'SELECT 1' }),
  ],
})
class LaterFeature {}

@Module({
  providers: [
    providePersonalData(kind('earlier', 10)),
    provideStoredFiles({ area: 'resumes', orphanAgeMs: 1, usedKeys: 'SELECT 1' }),
  ],
})
class EarlierFeature {}

describe('PersonalDataRegistry', () => {
  it('finds the kinds and file areas every module provides, kinds in their positions', async () => {
    const app = await Test.createTestingModule({
      imports: [LaterFeature, EarlierFeature, PersonalDataModule],
    }).compile();
    await app.init();
    const registry = app.get(PersonalDataRegistry);
    expect(registry.kinds().map((k) => k.key)).toEqual(['earlier', 'later']);
    expect(registry.fileAreas().map((a) => a.area)).toEqual(['resumes', 'session-images']);
    await app.close();
  });

  it('finds nothing when no module declares a kind', async () => {
    const app = await Test.createTestingModule({ imports: [PersonalDataModule] }).compile();
    await app.init();
    expect(app.get(PersonalDataRegistry).kinds()).toEqual([]);
    await app.close();
  });
});
