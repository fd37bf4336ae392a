import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { documentCompatibility } from './document-compatibility';

type Doc = Parameters<typeof documentCompatibility>[0] & {
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, SchemaObject> };
};
type SchemaObject = { properties: Record<string, unknown>; required?: string[]; enum?: string[] };

const text = readFileSync(join(__dirname, '..', '..', 'openapi.json'), 'utf8');
const document = (): Doc => JSON.parse(text) as Doc;
/** The committed document, changed as a release would change it. */
const changed = (change: (d: Doc) => void): Doc => {
  const d = document();
  change(d);
  return d;
};
const withoutContactEmail = (d: Doc) => {
  const view = d.components.schemas.ContactView;
  delete view.properties.email;
  view.required = view.required?.filter((p) => p !== 'email');
};

describe('the API document against the last released one', () => {
  it('is releasable as committed: it breaks no client of api/openapi.released.json', () => {
    const released = JSON.parse(
      readFileSync(join(__dirname, '..', '..', 'openapi.released.json'), 'utf8'),
    ) as Doc;
    expect(documentCompatibility(released, document())).toMatchObject({
      breaking: [],
      releasable: true,
    });
  });

  it('refuses a removed response field, naming the operations it breaks and what to do', () => {
    const result = documentCompatibility(document(), changed(withoutContactEmail));
    expect(result.releasable).toBe(false);
    expect(result.breaking).toContain(
      'GET /api/admin/contacts: [Removed] property `email` from `data[]` in Response 200 content (application/json)',
    );
    expect(result.refusal).toMatch(/breaking change\(s\) against the released document 1\.0\.0/);
    expect(result.refusal).toMatch(/raise the major version/);
  });

  it('lets the same change through with a new major version, still listing what it breaks', () => {
    const result = documentCompatibility(
      document(),
      changed((d) => {
        withoutContactEmail(d);
        d.info.version = '2.0.0';
      }),
    );
    expect(result.releasable).toBe(true);
    expect(result.breaking.length).toBeGreaterThan(0);
  });

  it('refuses a removed route, a new required request field and a removed enum value', () => {
    const result = documentCompatibility(
      document(),
      changed((d) => {
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
        '[Removed] operation POST /api/contacts',
        expect.stringMatching(
          /^POST \/api\/subscriptions: \[Added\] required status to `referrer`/,
        ),
        expect.stringMatching(/^POST \/api\/admin\/users: \[Replaced\] possible values of `role`/),
      ]),
    );
  });

  it('lets additions through: a new route, a new optional request field, a new response field', () => {
    const result = documentCompatibility(
      document(),
      changed((d) => {
        d.paths['/api/lab-partners'] = { get: d.paths['/api/jobs'].get };
        d.components.schemas.CreateContactDto.properties.referrer = { type: 'string' };
        d.components.schemas.ContactView.properties.referrer = { type: 'string' };
      }),
    );
    expect(result).toMatchObject({ breaking: [], releasable: true });
  });

  it('refuses a version below the released one', () => {
    const result = documentCompatibility(
      changed((d) => (d.info.version = '2.0.0')),
      document(),
    );
    expect(result.releasable).toBe(false);
    expect(result.refusal).toBe("The document's version 1.0.0 is below the released 2.0.0.");
  });
});
