/**
 * The one form of every kind, generated from its declaration in CONTENT_KINDS: the shared title,
 * slug and date, the kind's own fields in their declared order, the body when the kind has one,
 * then the SEO description and social image. Each field shows the API's message for it (its
 * `details` key) under it.
 */
import { CONTENT_LENGTHS, type ContentField } from '@kavach/api-client/content-kinds';
import {
  type ControlProps,
  DayPicker,
  EditorField,
  NativeSelect,
  plural,
} from '@kavach/admin-shared';
import { Input } from 'antd';
// The shared editor, loaded when a form with a body opens (TipTap and ProseMirror are most of
// this tab's code, ≈ 115 KB gzip), so the list is as light as the other tabs.
import { RichTextField } from '../../shared/src/ui/RichTextField';
import type { ContentKind } from './api';
import { LazyMediaPicker } from '../../media-library/src/MediaPicker';
import { ImageField } from './ImageField';
import {
  countText,
  dayText,
  kindOf,
  SEO_MAX,
  SLUG_HINT,
  wordFields,
  type FormValues,
} from './rules';

export interface KindFormProps {
  kind: ContentKind;
  values: FormValues;
  /** How many times the form took an item from the API (the body editor reloads then). */
  loaded: number;
  onChange(patch: Partial<FormValues>): void;
  /** Problems keyed like the API's `details` (`title`, `fields.image`, …). */
  problems: Readonly<Record<string, string>>;
  readOnly: boolean;
  /**
   * Only the parts that are words (a translation's form, and the English beside it): the title,
   * the text and list-of-lines fields, the body and the SEO description.
   */
  wordsOnly?: boolean;
}

const status = (error: string | undefined) => (error ? ('error' as const) : undefined);

export function KindForm({
  kind,
  values,
  loaded,
  onChange,
  problems,
  readOnly,
  wordsOnly = false,
}: KindFormProps) {
  const spec = kindOf(kind);
  const setField = (name: string, value: string) =>
    onChange({ fields: { ...values.fields, [name]: value } });

  return (
    <div className="kv-ct-fields">
      <EditorField
        name="title"
        label={spec.titleLabel}
        required
        count={countText(values.title.length, CONTENT_LENGTHS.title)}
        error={problems.title}
      >
        {(c) => (
          <Input
            {...c}
            name="title"
            value={values.title}
            maxLength={CONTENT_LENGTHS.title}
            readOnly={readOnly}
            status={status(problems.title)}
            onChange={(e) => onChange({ title: e.target.value })}
          />
        )}
      </EditorField>
      {!wordsOnly && (
        <EditorField name="slug" label="Slug" hint={SLUG_HINT} error={problems.slug}>
          {(c) => (
            <Input
              {...c}
              name="slug"
              value={values.slug}
              maxLength={CONTENT_LENGTHS.slug}
              readOnly={readOnly}
              status={status(problems.slug)}
              onChange={(e) => onChange({ slug: e.target.value })}
            />
          )}
        </EditorField>
      )}
      {spec.date && !wordsOnly && (
        <EditorField
          name="date"
          label={spec.date.label}
          required={spec.date.required}
          hint={values.date ? dayText(values.date) : undefined}
          error={problems.date}
        >
          {(c) => (
            <DayPicker
              {...c}
              name="date"
              className="kv-ct-date"
              value={values.date}
              readOnly={readOnly}
              status={status(problems.date)}
              onValue={(date) => onChange({ date })}
            />
          )}
        </EditorField>
      )}
      {(wordsOnly ? wordFields(kind) : Object.entries(spec.fields)).map(([name, f]) => (
        <KindField
          key={name}
          name={name}
          field={f}
          value={values.fields[name] ?? ''}
          onChange={(v) => setField(name, v)}
          error={problems[`fields.${name}`]}
          readOnly={readOnly}
        />
      ))}
      {spec.body && (
        <EditorField
          name="body"
          label={spec.body.label}
          required={spec.body.required}
          error={problems.body}
        >
          {(c) => (
            <RichTextField
              control={c}
              label={spec.body!.label}
              value={values.body}
              loaded={loaded}
              readOnly={readOnly}
              imagePicker={LazyMediaPicker}
              onChange={(body) => onChange({ body })}
            />
          )}
        </EditorField>
      )}
      <EditorField
        name="seo_description"
        label="SEO description"
        count={countText(values.seo_description.length, SEO_MAX)}
        hint="What search engines show under the title."
        error={problems.seo_description}
      >
        {(c) => (
          <Input.TextArea
            {...c}
            name="seo_description"
            value={values.seo_description}
            maxLength={SEO_MAX}
            autoSize={{ minRows: 2, maxRows: 4 }}
            readOnly={readOnly}
            status={status(problems.seo_description)}
            onChange={(e) => onChange({ seo_description: e.target.value })}
          />
        )}
      </EditorField>
      {!wordsOnly && (
        <EditorField
          name="social_image"
          label="Social image"
          hint="Shown when the page is shared; the cover when empty. A site image (/images/…) or one from the media library."
          error={problems.social_image}
        >
          {(c) => (
            <ImageField
              input={{ ...c, name: 'social_image', status: status(problems.social_image) }}
              value={values.social_image}
              readOnly={readOnly}
              upload={false}
              onChange={(social_image) => onChange({ social_image })}
            />
          )}
        </EditorField>
      )}
    </div>
  );
}

/** One of the kind's own fields, by its type. */
function KindField({
  name,
  field: f,
  value,
  onChange,
  error,
  readOnly,
}: {
  name: string;
  field: ContentField;
  value: string;
  onChange(value: string): void;
  error?: string;
  readOnly: boolean;
}) {
  const required = f.type === 'choice' ? true : f.required;
  const lines = value.split('\n').filter((l) => l.trim()).length;
  const count =
    f.type === 'text'
      ? countText(value.length, f.max)
      : f.type === 'lines'
        ? `${lines}/${plural(f.maxLines, 'line')}`
        : undefined;
  const hint =
    f.type === 'lines'
      ? `One entry a line (each at most ${f.max.toLocaleString('en-IN')} characters).`
      : f.type === 'image'
        ? 'A site image (/images/…) or one from the media library: choose one, or upload one with its alt text.'
        : f.type === 'url'
          ? 'An address starting with https://.'
          : undefined;
  const common = (c: ControlProps) => ({
    ...c,
    name: `fields.${name}`,
    readOnly,
    status: status(error),
  });
  return (
    <EditorField
      name={`fields.${name}`}
      label={f.label}
      required={required}
      count={count}
      hint={hint}
      error={error}
    >
      {(c) =>
        f.type === 'choice' ? (
          <NativeSelect
            {...c}
            name={`fields.${name}`}
            value={value}
            disabled={readOnly}
            options={Object.entries(f.options).map(([v, label]) => ({ value: v, label }))}
            onChange={(e) => onChange(e.target.value)}
          />
        ) : f.type === 'lines' ? (
          <Input.TextArea
            {...common(c)}
            value={value}
            autoSize={{ minRows: 3, maxRows: 12 }}
            onChange={(e) => onChange(e.target.value)}
          />
        ) : f.type === 'text' && f.multiline ? (
          <Input.TextArea
            {...common(c)}
            value={value}
            maxLength={f.max}
            autoSize={{ minRows: 2, maxRows: 8 }}
            onChange={(e) => onChange(e.target.value)}
          />
        ) : f.type === 'image' ? (
          <ImageField input={common(c)} value={value} readOnly={readOnly} onChange={onChange} />
        ) : (
          <Input
            {...common(c)}
            type={f.type === 'url' ? 'url' : 'text'}
            value={value}
            maxLength={f.type === 'text' ? f.max : undefined}
            placeholder={f.type === 'url' ? 'https://…' : undefined}
            onChange={(e) => onChange(e.target.value)}
          />
        )
      }
    </EditorField>
  );
}
