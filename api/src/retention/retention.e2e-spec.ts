import { retentionCases } from '../../test/helpers/retention';
import { createTestApp, type TestApp, testConfig } from '../../test/helpers/test-app';

// The purge on the local upload directory (the S3 twin: retention.s3.e2e-spec.ts).
describe('personal-data retention (local storage)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ OUTBOX_POLL_MS: '0' });
  });
  afterAll(async () => {
    await t?.close();
  });

  retentionCases(() => t);
});

describe('retention configuration', () => {
  const build = (env: Record<string, string>) => () =>
    testConfig('postgres://postgres@127.0.0.1:5432/unused', '/tmp/unused', env);

  it('refuses to boot with an audit period under a year, naming the variable', () => {
    expect(build({ RETENTION_AUDIT_DAYS: '100' })).toThrow(
      /RETENTION_AUDIT_DAYS: must be at least 365: audit logs must be kept at least a year/,
    );
  });

  it('refuses 0 (it would delete everything) and takes the documented defaults', () => {
    expect(build({ RETENTION_CONTACTS_DAYS: '0' })).toThrow(/RETENTION_CONTACTS_DAYS/);
    expect(build({ RETENTION_FAILED_MAILS_DAYS: 'abc' })).toThrow(/RETENTION_FAILED_MAILS_DAYS/);
    expect(build({})().retention).toEqual({
      contactsDays: 730,
      registrationsDays: 365,
      applicationsDays: 365,
      auditDays: 730,
      failedMailsDays: 90,
    });
  });
});
