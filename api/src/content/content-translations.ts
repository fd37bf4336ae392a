/**
 * What a translation of a content item is made of and how it stands: which of a kind's fields
 * are words (and so translated), the digest that tells when the English words changed after a
 * translation was made, a translation's state, and the item as a language's visitor reads it.
 */
import { createHash } from 'node:crypto';
import { checkContent } from './content-fields';
import type { ContentFields, ContentItem } from './content-item.entity';
import { CONTENT_KINDS, type ContentKind, type ContentKindName } from './content-kinds';
import {
  TRANSLATION_LANGUAGES,
  type ContentTranslation,
  type TranslatedWords,
  type TranslationLanguage,
} from './content-translation.entity';
import type { TranslationView } from './dto/content-translation.dto';
import type { TranslationState } from './dto/content.dto';

/** The kind's fields that are words: text and lists of lines. The rest is the same in every language. */
function translatableKeys(kind: ContentKindName): string[] {
  const k: ContentKind = CONTENT_KINDS[kind];
  return Object.entries(k.fields)
    .filter(([, f]) => f.type === 'text' || f.type === 'lines')
    .map(([key]) => key);
}

/**
 * A digest of the item's English words (title, text fields, body, SEO description): a
 * translation keeps the digest of the words it was made from, and is outdated when they differ.
 * An image, an address or a date changed in English leaves every translation as it was.
 */
export function englishDigest(
  item: Pick<ContentItem, 'kind' | 'title' | 'fields' | 'body' | 'seoDescription'>,
): string {
  const words = translatableKeys(item.kind).map((key) => item.fields[key] ?? null);
  return createHash('sha256')
    .update(JSON.stringify([item.title, words, item.body ?? null, item.seoDescription ?? null]))
    .digest('hex');
}

/** A translation's state against the English as it is now. */
function stateOf(t: ContentTranslation | undefined, digest: string): TranslationState {
  if (!t) return 'missing';
  return t.sourceDigest !== digest ? 'outdated' : t.status;
}

export function translationView(
  language: TranslationLanguage,
  t: ContentTranslation | undefined,
  digest: string,
): TranslationView {
  return {
    language,
    state: stateOf(t, digest),
    live: Boolean(t?.live),
    title: t?.title ?? '',
    fields: t?.fields ?? {},
    body: t?.body ?? null,
    seo_description: t?.seoDescription ?? null,
    version: t?.version ?? 0,
    updated_at: t ? t.updatedAt.toISOString() : null,
    updated_by: t?.updatedBy ?? null,
    published_at: t?.publishedAt ? t.publishedAt.toISOString() : null,
    published_by: t?.publishedBy ?? null,
  };
}

/** The states of both languages of an item, for a row of the panel's list. */
export function statesOf(
  item: ContentItem,
  translations: ContentTranslation[],
): Record<TranslationLanguage, TranslationState> {
  const digest = englishDigest(item);
  const of = (language: TranslationLanguage) =>
    stateOf(
      translations.find((t) => t.itemId === item.id && t.language === language),
      digest,
    );
  return Object.fromEntries(TRANSLATION_LANGUAGES.map((l) => [l, of(l)])) as Record<
    TranslationLanguage,
    TranslationState
  >;
}

export interface TranslationInput {
  title: string;
  fields: Record<string, unknown>;
  body?: unknown;
  seo_description?: string | null;
}

/**
 * The translated words checked by the English item's rules (each text field's length and lines,
 * the body's allow-list), or field messages keyed as the item's form keys them. A field that is
 * not words (an image, an address, a choice) is refused: the translation shows the English one.
 */
export function checkTranslation(
  item: ContentItem,
  input: TranslationInput,
): { ok: Omit<TranslatedWords, 'sourceDigest'> } | { problems: Record<string, string> } {
  const keys = translatableKeys(item.kind);
  const problems: Record<string, string> = {};
  for (const key of Object.keys(input.fields)) {
    if (!keys.includes(key)) {
      problems[`fields.${key}`] =
        key in CONTENT_KINDS[item.kind].fields
          ? `“${key}” is the same in every language: change it in English.`
          : `A ${CONTENT_KINDS[item.kind].noun} has no field “${key}”.`;
    }
  }
  if (Object.keys(problems).length) return { problems };
  // The English item's own values stand in for what is not words, so each rule reads as there.
  const checked = checkContent(item.kind, {
    fields: { ...item.fields, ...Object.fromEntries(keys.map((k) => [k, input.fields[k]])) },
    date: item.dated,
    body: input.body,
    socialImage: item.socialImage,
  });
  if ('problems' in checked) return checked;
  const fields: ContentFields = Object.fromEntries(keys.map((k) => [k, checked.ok.fields[k]]));
  return {
    ok: {
      title: input.title,
      fields,
      body: checked.ok.body,
      seoDescription: input.seo_description || null,
    },
  };
}

/** The item with a translation's published words in place of the English ones. */
export function inLanguage(item: ContentItem, words: TranslatedWords): ContentItem {
  return Object.assign(Object.create(Object.getPrototypeOf(item) as object) as ContentItem, item, {
    title: words.title,
    fields: { ...item.fields, ...words.fields },
    body: words.body,
    seoDescription: words.seoDescription ?? item.seoDescription,
  });
}
