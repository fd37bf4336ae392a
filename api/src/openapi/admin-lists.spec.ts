// Every admin list goes through the one list mechanism: a GET under /api/admin that answers rows
// is declared with ListRoute (the document's x-admin-list mark) and answers the one page
// envelope { status, data[], total, page, pages }. Read from the document the app builds.
import { LIST_ROUTE_MARK } from '../platform/listing/admin-routes';
import { generateOpenApi } from './write-openapi';

type Schema = {
  $ref?: string;
  type?: string;
  items?: Schema;
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  enum?: unknown[];
};
type Operation = {
  parameters?: { name: string; in: string }[];
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
  [mark: string]: unknown;
};
type Doc = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

/** GETs under /api/admin that answer an array which is not rows, and why. */
const NOT_LISTS: Record<string, string> = {
  '/api/admin/audit/actions': 'the fixed choices of the action filter, not records',
  '/api/admin/users/roles': 'the fixed choices of the role picker, not records',
  '/api/admin/integrations/permissions': 'the fixed choices of a token’s permissions, not records',
  '/api/admin/webhooks/events': 'the fixed choices of a webhook’s events, not records',
  '/api/admin/dashboard': 'the charts: 30 day counts per series, not records',
};

/** The schema with its $ref and allOf resolved into one object of properties. */
function resolved(doc: Doc, s: Schema | undefined): Schema {
  if (!s) return {};
  if (s.$ref) return resolved(doc, doc.components.schemas[s.$ref.split('/').pop()!]);
  if (!s.allOf) return s;
  const parts = s.allOf.map((p) => resolved(doc, p));
  return {
    ...s,
    allOf: undefined,
    properties: Object.assign({}, s.properties, ...parts.map((p) => p.properties)),
    required: [...(s.required ?? []), ...parts.flatMap((p) => p.required ?? [])],
  };
}

const okSchema = (doc: Doc, op: Operation) =>
  resolved(doc, op.responses?.['200']?.content?.['application/json']?.schema);

/** An answer that holds rows: an array, or an object with an array among its fields. */
function answersRows(doc: Doc, s: Schema): boolean {
  if (s.type === 'array') return true;
  return Object.values(s.properties ?? {}).some((p) => resolved(doc, p).type === 'array');
}

/** Why `s` is not the one page envelope, or null when it is. */
export function envelopeFault(doc: Doc, s: Schema): string | null {
  const props = s.properties ?? {};
  for (const field of ['status', 'data', 'total', 'page', 'pages']) {
    if (!props[field]) return `no ${field}`;
    if (!s.required?.includes(field)) return `${field} is optional`;
  }
  if (resolved(doc, props.data).type !== 'array') return 'data is not an array';
  if (JSON.stringify(props.status.enum) !== '["success"]') return 'status is not "success"';
  for (const n of ['total', 'page', 'pages'])
    if (props[n].type !== 'number') return `${n} is not a number`;
  return null;
}

/** Every fault of the document's admin GET routes against the list mechanism. */
export function listFaults(doc: Doc): string[] {
  const faults: string[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    const op = ops.get;
    if (!path.startsWith('/api/admin/') && path !== '/api/admin') continue;
    if (!op) continue;
    const mark = op[LIST_ROUTE_MARK];
    const schema = okSchema(doc, op);
    if (path in NOT_LISTS) {
      if (mark) faults.push(`GET ${path} is marked a list but listed as not one`);
      continue;
    }
    if (!mark) {
      if (answersRows(doc, schema)) faults.push(`GET ${path} answers rows without ListRoute`);
      continue;
    }
    const fault = envelopeFault(doc, schema);
    if (fault) faults.push(`GET ${path} does not answer the list envelope: ${fault}`);
    const asksPage = (op.parameters ?? []).some((p) => p.in === 'query' && p.name === 'page');
    if (mark === 'paged' && !asksPage) faults.push(`GET ${path} is paged but has no page query`);
    if (mark === 'whole' && asksPage) faults.push(`GET ${path} is whole but asks for a page`);
  }
  return faults;
}

describe('admin lists', () => {
  let doc: Doc;
  beforeAll(async () => {
    doc = JSON.parse(await generateOpenApi()) as Doc;
  }, 60_000);

  it('every admin GET that answers rows is a ListRoute answering the one page envelope', () => {
    expect(listFaults(doc)).toEqual([]);
  });

  it('covers the admin lists (paged and whole) and nothing listed as not a list is missing', () => {
    const marked = Object.entries(doc.paths)
      .filter(([, ops]) => ops.get?.[LIST_ROUTE_MARK])
      .map(([path, ops]) => `${path} ${String(ops.get[LIST_ROUTE_MARK])}`);
    expect(marked).toEqual(
      expect.arrayContaining([
        '/api/admin/contacts paged',
        '/api/admin/registrations paged',
        '/api/admin/applications paged',
        '/api/admin/subscribers paged',
        '/api/admin/audit paged',
        '/api/admin/outbox paged',
        '/api/admin/jobs paged',
        '/api/admin/sessions paged',
        '/api/admin/users paged',
        '/api/admin/contacts/{id}/notes whole',
        '/api/admin/saved-views whole',
      ]),
    );
    for (const path of Object.keys(NOT_LISTS)) expect(doc.paths[path]?.get).toBeDefined();
  });

  it('finds a bare array answer, a { data } answer and an envelope without the mark', () => {
    const bare: Doc = {
      components: {
        schemas: {
          Row: { type: 'object', properties: { id: { type: 'number' } } },
          DataOnly: {
            type: 'object',
            properties: { data: { type: 'array', items: { $ref: '#/components/schemas/Row' } } },
            required: ['data'],
          },
        },
      },
      paths: {
        '/api/admin/bare': {
          get: {
            responses: {
              '200': {
                content: {
                  'application/json': {
                    schema: { type: 'array', items: { $ref: '#/components/schemas/Row' } },
                  },
                },
              },
            },
          },
        },
        '/api/admin/data-only': {
          get: {
            [LIST_ROUTE_MARK]: 'paged',
            parameters: [{ name: 'page', in: 'query' }],
            responses: {
              '200': {
                content: {
                  'application/json': { schema: { $ref: '#/components/schemas/DataOnly' } },
                },
              },
            },
          },
        },
      },
    };
    expect(listFaults(bare)).toEqual([
      'GET /api/admin/bare answers rows without ListRoute',
      'GET /api/admin/data-only does not answer the list envelope: no status',
    ]);
  });
});
