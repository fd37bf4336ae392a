import { Inject, Injectable, Module } from '@nestjs/common';
import { DiscoveryModule, DiscoveryService } from '@nestjs/core';
import {
  PERSONAL_DATA_KIND,
  type PersonalDataKind,
  STORED_FILE_AREA,
  type StoredFileArea,
} from './personal-data-kind';

/** The kinds of personal data and the areas of stored files the feature modules provide. */
@Injectable()
export class PersonalDataRegistry {
  private found?: { kinds: PersonalDataKind[]; areas: StoredFileArea[] };

  constructor(@Inject(DiscoveryService) private readonly discovery: DiscoveryService) {}

  /** Every declared kind, in their positions' order. */
  kinds(): readonly PersonalDataKind[] {
    return this.scan().kinds;
  }

  /** Every declared area of stored files. */
  fileAreas(): readonly StoredFileArea[] {
    return this.scan().areas;
  }

  // Read once the application is up (every module's providers are instantiated by then).
  private scan(): { kinds: PersonalDataKind[]; areas: StoredFileArea[] } {
    if (this.found) return this.found;
    const kinds: PersonalDataKind[] = [];
    const areas: StoredFileArea[] = [];
    for (const w of this.discovery.getProviders()) {
      const v = w.instance as Record<symbol, unknown> | undefined;
      if (!v || typeof v !== 'object') continue;
      if (PERSONAL_DATA_KIND in v) kinds.push(v[PERSONAL_DATA_KIND] as PersonalDataKind);
      if (STORED_FILE_AREA in v) areas.push(v[STORED_FILE_AREA] as StoredFileArea);
    }
    kinds.sort((a, b) => a.position - b.position);
    areas.sort((a, b) => a.area.localeCompare(b.area));
    this.found = { kinds, areas };
    return this.found;
  }
}

/** The registry, for the features that ask every kind (retention, the privacy desk). */
@Module({
  imports: [DiscoveryModule],
  providers: [PersonalDataRegistry],
  exports: [PersonalDataRegistry],
})
export class PersonalDataModule {}
