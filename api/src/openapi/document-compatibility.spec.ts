// The classification runs on the committed document (about 3 s a comparison), the version rules
// on a one-route document. The committed document against the released one is the `openapi`
// stage's own check (scripts/check-openapi.mjs).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { documentCompatibility } from './document-compatibility';

type Doc = Parameters<typeof documentCompatibility>[0] & {
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, SchemaObject> };
};
type SchemaObject = { properties: Record<string, unknown>; required?: string[]; enum?: string[] };

const text = readFileSync(join(__dirname, '..', '..', 'openapi.json'), 'utf8');
/** The committed document, changed as a release would change it. */
const committed = (change: (d: Doc) => void): Doc => {
  const d = JSON.parse(text) as Doc;
  change(d);
  return d;
};

/** A document of one route, GET /api/things answering `{ id, name }`, at `version`. */
const oneRoute = (version: string, fields = ['id', 'name']): Doc =>
  ({
    openapi: '3.0.0',
    info: { title: 'Things', version },
    paths: {
      '/api/things': {
        get: {
          responses: {
            200: {
              description: 'The things',
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    required: fields,
                    properties: Object.fromEntries(fields.map((f) => [f, { type: 'string' }])),
                  },
                },
              },
            },
          },
        },
      },
    },
    components: { schemas: {} },
  }) as unknown as Doc;

describe('the API document against the last released one', () => {
  it('refuses removed fields, routes and enum values and new required fields, naming each operation', () => {
    const released = committed(() => undefined);
    const result = documentCompatibility(
      released,
      committed((d) => {
        const view = d.components.schemas.ContactView;
        delete view.properties.email;
        view.required = view.required?.filter((p) => p !== 'email');
        delete d.paths['/api/contacts'];
        const form = d.components.schemas.CreateSubscriptionDto;
        form.properties.referrer = { type: 'string' };
        form.required = [...(form.required ?? []), 'referrer'];
        d.components.schemas.Role.enum = d.components.schemas.Role.enum?.filter(
          (r) => r !== 'hr_manager',
        );
      }),
    );
    expect(result.releasable).toBe(false);
    expect(result.breaking).toEqual(
      expect.arrayContaining([
        'GET /api/admin/contacts: [Removed] property `email` from `data[]` in Response 200 content (application/json)',
        '[Removed] operation POST /api/contacts',
        expect.stringMatching(
          /^POST \/api\/subscriptions: \[Added\] required status to `referrer`/,
        ),
        expect.stringMatching(/^POST \/api\/admin\/users: \[Replaced\] possible values of `role`/),
      ]),
    );
    expect(result.refusal).toMatch(/breaking change\(s\) against the released document 1\.0\.0/);
    expect(result.refusal).toMatch(/raise the major version/);
  });

  it('lets additions through: a new route, a new optional request field, a new response field', () => {
    const result = documentCompatibility(
      committed(() => undefined),
      committed((d) => {
        d.paths['/api/lab-partners'] = { get: d.paths['/api/jobs'].get };
        d.components.schemas.CreateContactDto.properties.referrer = { type: 'string' };
        d.components.schemas.ContactView.properties.referrer = { type: 'string' };
      }),
    );
    expect(result).toEqual({ breaking: [], releasable: true });
  });

  it('lets a breaking change through with a new major version, still listing it', () => {
    const removed =
      'GET /api/things: [Removed] property `name` in Response 200 content (application/json)';
    const refused = documentCompatibility(oneRoute('1.0.0'), oneRoute('1.1.0', ['id']));
    expect(refused.releasable).toBe(false);
    expect(refused.breaking).toContain(removed);
    const released = documentCompatibility(oneRoute('1.0.0'), oneRoute('2.0.0', ['id']));
    expect(released.releasable).toBe(true);
    expect(released.breaking).toContain(removed);
  });

  it('takes a new enum value in an answer (a client accepts one it does not know)', () => {
    const withKinds = (version: string, kinds: string[]) => {
      const d = oneRoute(version);
      const answer = (d.paths['/api/things'].get as { responses: Record<string, unknown> })
        .responses[200] as { content: Record<string, { schema: SchemaObject }> };
      answer.content['application/json'].schema.properties.kind = { type: 'string', enum: kinds };
      return d;
    };
    expect(
      documentCompatibility(withKinds('1.0.0', ['a', 'b']), withKinds('1.1.0', ['a', 'b', 'c'])),
    ).toEqual({ breaking: [], releasable: true });
  });

  it('refuses a version below the released one', () => {
    expect(documentCompatibility(oneRoute('2.0.0'), oneRoute('1.4.0'))).toEqual({
      breaking: [],
      releasable: false,
      refusal: "The document's version 1.4.0 is below the released 2.0.0.",
    });
  });
});
