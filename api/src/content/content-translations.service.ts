import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Principal } from '../platform/access/principal';
import { istClock } from '../platform/dates/ist';
import type { ContentItem } from './content-item.entity';
import type { ContentKindName } from './content-kinds';
import {
  ContentTranslation,
  TRANSLATION_LANGUAGES,
  type TranslationLanguage,
} from './content-translation.entity';
import { checkTranslation, englishDigest, statesOf, translationView } from './content-translations';
import { conflict, ContentStore, invalid } from './content-store';
import { ContentTranslationRepository } from './content-translations.repository';
import { CONTENT as C } from './content.kind';
import type { SaveTranslationDto, TranslationView } from './dto/content-translation.dto';
import type { TranslationState } from './dto/content.dto';

/** Which item's translation into which language a change is made to. */
export interface TranslationTarget {
  kind: ContentKindName;
  id: number;
  language: TranslationLanguage;
}

/** The language's name in the panel's English, for messages and the audit log. */
const LANGUAGE_NAMES: Record<TranslationLanguage, string> = { hi: 'Hindi', mr: 'Marathi' };

const MESSAGES = {
  changedBy: (username: string, time: string) =>
    `This translation was changed by ${username} at ${time}. Reload to see their version.`,
  none: (language: TranslationLanguage) =>
    `This item has no ${LANGUAGE_NAMES[language]} translation yet: save one first.`,
  alreadyInReview: 'This translation is already waiting for review.',
  onlyDraftsToReview: 'This translation is on the site: change it first, then submit the change.',
  alreadyLive: 'This translation is already on the site as it is.',
  outdated:
    'The English has changed since this translation was made: bring the translation up to date and save it, then publish it.',
  notLive: 'This translation is not on the site.',
} as const;

/**
 * Each content item's Hindi and Marathi versions: an editor drafts and submits one, a publisher
 * publishes it (its words go on the site) or takes it off. Every change is made with the item
 * locked, on the version it was read at, and audited in its transaction.
 */
@Injectable()
export class ContentTranslations {
  constructor(
    @Inject(ContentStore) private readonly store: ContentStore,
    @Inject(ContentTranslationRepository) private readonly rows: ContentTranslationRepository,
  ) {}

  async list(kind: ContentKindName, id: number): Promise<TranslationView[]> {
    const item = await this.store.find(this.store.db.manager, kind, id);
    const rows = await this.rows.ofItem(id);
    const digest = englishDigest(item);
    return TRANSLATION_LANGUAGES.map((l) =>
      translationView(
        l,
        rows.find((t) => t.language === l),
        digest,
      ),
    );
  }

  /** The states of each item's translations, for a page of the panel's list. */
  async statesFor(
    items: ContentItem[],
  ): Promise<Map<number, Record<TranslationLanguage, TranslationState>>> {
    const rows = await this.rows.statesOf(items.map((c) => c.id));
    return new Map(items.map((c) => [c.id, statesOf(c, rows)]));
  }

  /** Saves the words as the translation's draft; what is on the site stays until published. */
  save(at: TranslationTarget, dto: SaveTranslationDto, p: Principal, ip: string) {
    return this.change(at, dto.version, p, ip, 'save', (item, row) => {
      const checked = checkTranslation(item, dto);
      if ('problems' in checked) throw invalid(checked.problems);
      const t =
        row ??
        Object.assign(new ContentTranslation(), {
          itemId: item.id,
          language: at.language,
          version: 0,
        });
      return Object.assign(t, checked.ok, { status: 'draft', sourceDigest: englishDigest(item) });
    });
  }

  /**
   * submit: an editor's draft waits for a publisher. publish: its words go on the site, only
   * when made from the English as it is now. unpublish: off the site (visitors read the English,
   * with the notice). Publishing and unpublishing need content:publish (the routes say so).
   */
  act(
    action: 'submit' | 'publish' | 'unpublish',
    at: TranslationTarget,
    version: number,
    p: Principal,
    ip: string,
  ) {
    return this.change(at, version, p, ip, action, (item, t) => {
      if (!t) throw conflict(MESSAGES.none(at.language));
      if (action === 'submit') {
        if (t.status === 'review') throw conflict(MESSAGES.alreadyInReview);
        if (t.status === 'published') throw conflict(MESSAGES.onlyDraftsToReview);
        t.status = 'review';
      } else if (action === 'publish') {
        if (t.sourceDigest !== englishDigest(item)) throw conflict(MESSAGES.outdated);
        if (t.status === 'published') throw conflict(MESSAGES.alreadyLive);
        const { title, fields, body, seoDescription, sourceDigest } = t;
        t.live = { title, fields, body, seoDescription, sourceDigest };
        t.status = 'published';
        t.publishedAt = new Date();
        t.publishedBy = p.username;
      } else {
        if (!t.live) throw conflict(MESSAGES.notLive);
        t.live = null;
        if (t.status === 'published') t.status = 'draft';
      }
      return t;
    });
  }

  /**
   * One change to a translation with its item locked (so changes to one item's translations
   * are made one at a time), on the version it was read at; saved as the next version, audited.
   */
  private change(
    { kind, id, language }: TranslationTarget,
    version: number,
    p: Principal,
    ip: string,
    action: 'save' | 'submit' | 'publish' | 'unpublish',
    apply: (item: ContentItem, row: ContentTranslation | null) => ContentTranslation,
  ): Promise<TranslationView> {
    return this.store.db.transaction(async (m: EntityManager) => {
      const item = await this.store.locked(m, kind, id);
      if (item.deletedAt) throw conflict(C.messages.inTrash);
      const row = await this.rows.find(m, id, language);
      if (row && row.version !== version) {
        throw conflict(MESSAGES.changedBy(row.updatedBy, istClock(row.updatedAt)));
      }
      if (!row && version !== 0) throw conflict(MESSAGES.none(language));
      const t = apply(item, row);
      t.version += 1;
      t.updatedBy = p.username;
      t.updatedAt = new Date();
      const saved = await this.rows.save(m, t);
      await this.store.audit.record(
        p,
        `content.translation-${action}`,
        { ...C.auditDetails(item), language: LANGUAGE_NAMES[language] },
        ip,
        m,
      );
      return translationView(language, saved, englishDigest(item));
    });
  }
}
