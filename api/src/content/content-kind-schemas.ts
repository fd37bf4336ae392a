import type { OpenAPIObject } from '@nestjs/swagger';
import { CONTENT_KINDS, type ContentField, type ContentKindName } from './content-kinds';

type AnySchema = NonNullable<NonNullable<OpenAPIObject['components']>['schemas']>[string];
type ReferenceObject = Extract<AnySchema, { $ref: string }>;
type SchemaObject = Exclude<AnySchema, ReferenceObject>;

/**
 * The content kinds in the API document, from their one declaration (content-kinds.ts): each
 * kind's fields become a schema of their own (`NewsFields`), and each kind's public view
 * (`PublicNewsView`) is the shared view with its `kind` and those fields. The public answers
 * are one of these views by `kind`, so the generated client types `view.fields.image` once
 * `view.kind === 'news'` is known, and a new kind is in the document without a line here.
 */
export function describeContentKinds(doc: OpenAPIObject): OpenAPIObject {
  const schemas = (doc.components ??= {}).schemas ?? {};
  const ref = (name: string): ReferenceObject => ({ $ref: `#/components/schemas/${name}` });
  const views: Partial<Record<ContentKindName, string>> = {};
  for (const kind of Object.keys(CONTENT_KINDS) as ContentKindName[]) {
    const declared = CONTENT_KINDS[kind];
    const name = pascal(kind);
    const fields = Object.entries(declared.fields) as [string, ContentField][];
    schemas[`${name}Fields`] = {
      type: 'object',
      description: `The fields of a ${declared.noun}, as its form names them`,
      properties: Object.fromEntries(fields.map(([key, field]) => [key, fieldSchema(field)])),
      required: fields.filter(([, field]) => alwaysThere(field)).map(([key]) => key),
      additionalProperties: false,
    };
    schemas[`Public${name}View`] = {
      allOf: [
        ref('PublicContentView'),
        {
          type: 'object',
          properties: { kind: { type: 'string', enum: [kind] }, fields: ref(`${name}Fields`) },
          required: ['kind', 'fields'],
        },
      ],
    };
    views[kind] = `Public${name}View`;
  }
  const oneView: SchemaObject = {
    oneOf: Object.values(views).map((view) => ref(view)),
    discriminator: {
      propertyName: 'kind',
      mapping: Object.fromEntries(
        Object.entries(views).map(([kind, view]) => [kind, ref(view).$ref]),
      ),
    },
  };
  setData(schemas.PublicContentListResponse, { type: 'array', items: oneView });
  setData(schemas.PublicContentResponse, oneView);
  doc.components.schemas = schemas;
  return doc;
}

/** 'press_release' → 'PressRelease'. */
const pascal = (kind: string) =>
  kind.replace(/(^|_)([a-z])/g, (_, _sep: string, letter: string) => letter.toUpperCase());

/** A field the API always writes: a required one, a choice, or a list (empty when none). */
const alwaysThere = (field: ContentField) =>
  field.type === 'choice' || field.type === 'lines' || field.required;

function fieldSchema(field: ContentField): SchemaObject {
  const described = (schema: SchemaObject): SchemaObject => ({
    ...schema,
    description: field.label,
    ...(alwaysThere(field) ? {} : { nullable: true }),
  });
  switch (field.type) {
    case 'text':
      return described({ type: 'string', maxLength: field.max });
    case 'url':
      return described({ type: 'string', format: 'uri' });
    case 'image':
      return described({ type: 'string' });
    case 'choice':
      return described({ type: 'string', enum: Object.keys(field.options) });
    case 'lines':
      return described({
        type: 'array',
        items: { type: 'string', maxLength: field.max },
        maxItems: field.maxLines,
      });
  }
}

function setData(response: SchemaObject | ReferenceObject | undefined, data: SchemaObject) {
  if (!response || '$ref' in response || !response.properties?.data) {
    throw new Error('The public content answers have no `data` to type by kind.');
  }
  response.properties.data = data;
}
