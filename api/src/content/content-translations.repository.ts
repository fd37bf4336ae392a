import { Inject, Injectable } from '@nestjs/common';
import { DataSource, In, IsNull, Not, type EntityManager } from 'typeorm';
import {
  ContentTranslation,
  type TranslatedWords,
  type TranslationLanguage,
} from './content-translation.entity';

/**
 * The items' translations. Methods that take an EntityManager run inside the caller's
 * transaction (the item locked); the others read on their own.
 */
@Injectable()
export class ContentTranslationRepository {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  ofItem(itemId: number): Promise<ContentTranslation[]> {
    return this.db.getRepository(ContentTranslation).find({ where: { itemId } });
  }

  /** What the states of the items' translations are read from. */
  statesOf(itemIds: number[]): Promise<ContentTranslation[]> {
    if (itemIds.length === 0) return Promise.resolve([]);
    return this.db.getRepository(ContentTranslation).find({
      where: { itemId: In(itemIds) },
      select: { itemId: true, language: true, status: true, sourceDigest: true },
    });
  }

  /** The published words of the items in a language, by item id. */
  async liveWords(
    language: TranslationLanguage,
    itemIds: number[],
  ): Promise<Map<number, TranslatedWords>> {
    if (itemIds.length === 0) return new Map();
    const rows = await this.db.getRepository(ContentTranslation).find({
      where: { itemId: In(itemIds), language, live: Not(IsNull()) },
      select: { itemId: true, live: true },
    });
    return new Map(rows.flatMap((t) => (t.live ? [[t.itemId, t.live] as const] : [])));
  }

  find(
    m: EntityManager,
    itemId: number,
    language: TranslationLanguage,
  ): Promise<ContentTranslation | null> {
    return m.findOne(ContentTranslation, { where: { itemId, language } });
  }

  save(m: EntityManager, t: ContentTranslation): Promise<ContentTranslation> {
    return m.save(ContentTranslation, t);
  }
}
