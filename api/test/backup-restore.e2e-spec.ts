import {
  CreateBucketCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import sharp from 'sharp';
import request from 'supertest';
import type { Manifest } from '../src/backup/archive';
import { appUrl, readCredentials } from '../src/platform/database/embedded-credentials';
import { CURRENT_PRIVACY_NOTICE } from '../src/privacy-notice/privacy-notice';
import { jobsForm, PDF } from './helpers/application-files';
import {
  captchaOf,
  command,
  environment,
  PASSPHRASE,
  readArchive,
  rowCounts,
} from './helpers/backup';
import { solveCaptcha } from './helpers/captcha';
import { type ApiProcess, startApi } from './helpers/processes';
import { useS3TestApp } from './helpers/s3-test-app';
import { freePort, parseMail, type ParsedMail } from './helpers/smtp-capture';
import { createTestDatabase, TEST_JWT_SECRET } from './helpers/test-app';
import { codeAt } from './helpers/two-factor';

// The operator's commands as built (api/dist/backup), on the installation `npm start` makes: the
// embedded PostgreSQL, uploads and generated keys under DATA_DIR.
const PASSWORD = 'correct horse battery staple';
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** Waits for `probe` to give something, checking every 100 ms. */
async function eventually<T>(probe: () => T | undefined, what: string): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const found = probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`no ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('backup and restore of an embedded installation (built API and commands)', () => {
  // A parent others may pass through (the embedded PostgreSQL runs as its own user under root).
  const base = mkdtempSync(join(tmpdir(), 'kavach-backup-test-'));
  chmodSync(base, 0o711);
  const source = join(base, 'source');
  const target = join(base, 'target');
  const backups = join(base, 'backups');
  const ports = { source: { api: 0, pg: 0 }, target: { api: 0, pg: 0 } };
  let api: ApiProcess | undefined;
  let restored: ApiProcess | undefined;

  /** An installation in `dataDir`, as `npm start` runs it: nothing configured but the test's speed-ups. */
  const installation = (dataDir: string, pg: number): Record<string, string> => ({
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(pg),
    ...Object.fromEntries(
      [
        'DATABASE_URL',
        'DATABASE_HOST',
        'JWT_SECRET',
        'JWT_SECRETS',
        'TOTP_ENCRYPTION_KEYS',
        'LINK_SIGNING_KEYS',
        'CAPTCHA_KEYS',
        'ADMIN_PASSWORD',
        'S3_BUCKET',
        'UPLOAD_DIR',
        'SMTP_URL',
      ].map((k) => [k, '']),
    ),
    SEED_DEMO: 'false',
    CAPTCHA_COST: '1',
    CAPTCHA_COUNTER_MAX: '12',
    RATE_LIMIT_FORMS_PER_MINUTE: '100000',
    TWO_FACTOR_REQUIRED_ROLES: 'none',
    OUTBOX_POLL_MS: '200',
    BACKUP_PASSPHRASE: PASSPHRASE,
  });
  const sourceVars = () => installation(source, ports.source.pg);
  const targetVars = () => installation(target, ports.target.pg);
  const sourceEnv = () => environment(sourceVars());
  const targetEnv = () => environment(targetVars());

  // Shared by the steps below.
  let staff: { token: string; secret: string };
  let unsubscribe: string;
  let archive: string;
  let manifest: Manifest;
  let answered: { email: string; at: number }[];

  beforeAll(async () => {
    for (const side of [ports.source, ports.target]) {
      side.api = await freePort();
      side.pg = await freePort();
    }
  });
  afterAll(async () => {
    await api?.stop();
    await restored?.stop();
    rmSync(base, { recursive: true, force: true });
  });

  const post = (url: string, body: object, token?: string) =>
    fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
  const json = async (r: Response, status: number) => {
    const body = await r.json();
    if (r.status !== status) throw new Error(`${r.status} ${JSON.stringify(body)}`);
    return body;
  };
  /** The mails the installation wrote (no SMTP server: .eml files in DATA_DIR/outbox). */
  const mails = (): ParsedMail[] => {
    const dir = join(source, 'outbox');
    return existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => f.endsWith('.eml'))
          .map((f) => parseMail(readFileSync(join(dir, f), 'utf8')))
      : [];
  };

  it('is filled through its API: every kind of record the public and staff make', async () => {
    api = await startApi(ports.source.api, sourceVars());
    const url = api.url;
    const user = await command(
      'auth/cli/user-cli.js',
      ['create', '--username', 'asha', '--role', 'admin', '--password-stdin'],
      sourceEnv(),
      PASSWORD,
    );
    expect(user).toEqual({ code: 0, out: expect.stringContaining('Created asha') });
    const login = await json(
      await post(`${url}/api/auth/login`, {
        username: 'asha',
        password: PASSWORD,
        captcha: await captchaOf(url),
      }),
      200,
    );
    const token = login.token as string;

    await json(
      await post(`${url}/api/contacts`, {
        name: 'Kamala Venkataraman',
        email: 'kamala@example.com',
        phone: '9876543210',
        message: 'Please call me about the test.',
        privacyNotice: CURRENT_PRIVACY_NOTICE,
        captcha: await captchaOf(url),
      }),
      201,
    );
    const { session } = await json(
      await post(
        `${url}/api/admin/sessions`,
        {
          title: 'Information session',
          image: '',
          date: inDays(10),
          startTime: '11:00',
          endTime: '12:30',
          mode: 'online',
        },
        token,
      ),
      201,
    );
    await json(
      await post(`${url}/api/registrations`, {
        name: 'Ravi Kumar',
        email: 'ravi@example.com',
        phone: '9123456780',
        message: 'I would like to attend.',
        date: session.date,
        time: session.time,
        mode: 'online',
        sessionId: session.id,
        privacyNotice: CURRENT_PRIVACY_NOTICE,
        captcha: await captchaOf(url),
      }),
      201,
    );
    const job = await json(
      await post(`${url}/api/admin/jobs`, { title: 'Lab Analyst', location: 'Pune' }, token),
      201,
    );
    const application = new FormData();
    for (const [k, v] of Object.entries(jobsForm({ job_position: job.data.title })))
      application.set(k, v);
    application.set('captcha', await captchaOf(url));
    application.set(
      'resume',
      new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }),
      'Asha_Rao_Resume.pdf',
    );
    await json(await fetch(`${url}/api/applications`, { method: 'POST', body: application }), 201);
    const upload = new FormData();
    upload.set('alt', 'The new centre’s front desk');
    const photo = await sharp({
      create: { width: 600, height: 300, channels: 3, background: '#2b6cb0' },
    })
      .jpeg()
      .toBuffer();
    upload.set('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'desk.jpg');
    const image = await json(
      await fetch(`${url}/api/admin/content-images`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: upload,
      }),
      201,
    );
    await json(
      await post(
        `${url}/api/admin/content/news`,
        {
          title: 'A new centre',
          date: inDays(-1),
          fields: { image: image.data.url, description: 'A new centre opens.' },
        },
        token,
      ),
      201,
    );

    // A subscriber, confirmed from the mail; the welcome mail carries the unsubscribe link.
    await json(
      await post(`${url}/api/subscriptions`, {
        email: 'meera@example.com',
        privacyNotice: CURRENT_PRIVACY_NOTICE,
      }),
      201,
    );
    const confirmation = await eventually(
      () => mails().find((m) => /^Confirm your subscription: /m.test(m.text)),
      'confirmation mail',
    );
    const confirmUrl = new URL(/^Confirm your subscription: (\S+)$/m.exec(confirmation.text)![1]);
    await json(
      await post(`${url}/api/subscriptions/confirm`, {
        token: confirmUrl.searchParams.get('token'),
      }),
      200,
    );
    const welcome = await eventually(
      () => mails().find((m) => m.header('list-unsubscribe')),
      'welcome mail',
    );
    const oneClick = new URL(/^<([^>]+)>/.exec(welcome.header('list-unsubscribe')!)![1]);
    unsubscribe = `${oneClick.pathname}${oneClick.search}`;

    // Two-factor sign-in, set up as My account does.
    const setup = await json(await post(`${url}/api/account/two-factor`, {}, token), 200);
    await json(
      await post(
        `${url}/api/account/two-factor/confirm`,
        { code: await codeAt(setup.secret) },
        token,
      ),
      200,
    );
    staff = { token, secret: setup.secret as string };
  }, 120_000);

  it('is backed up while submissions go on: one archive, consistent as of one moment', async () => {
    const url = api!.url;
    answered = [];
    let loading = true;
    const lane = async (name: string) => {
      for (let n = 0; loading; n++) {
        const email = `load-${name}-${n}@example.com`;
        await json(
          await post(`${url}/api/contacts`, {
            name: 'Load',
            email,
            phone: '9876543210',
            message: 'Submitted during the backup.',
            privacyNotice: CURRENT_PRIVACY_NOTICE,
            captcha: await captchaOf(url),
          }),
          201,
        );
        answered.push({ email, at: Date.now() });
      }
    };
    const lanes = [lane('a'), lane('b')];
    await eventually(() => (answered.length >= 4 ? true : undefined), 'submissions');
    const done = await command('backup/backup-cli.js', ['--out', backups], sourceEnv()).finally(
      () => (loading = false),
    );
    await Promise.all(lanes);
    expect(done).toEqual({
      code: 0,
      out: expect.stringMatching(/^Database snapshot taken at .*\nBackup written: /),
    });
    archive = /^Backup written: (\S+) /m.exec(done.out)![1];
    expect(archive).toMatch(/\/kavach-backup-\d{8}T\d{6}Z\.tar\.age$/);
    expect(statSync(archive).mode & 0o777).toBe(0o600);

    // Its checksum file is sha256sum's; the archive is age, then tar, as an operator's tools read it.
    const sum = readFileSync(`${archive}.sha256`, 'utf8');
    expect(sum).toBe(`${sha256(readFileSync(archive))}  ${archive.split('/').pop()}\n`);
    const read = readArchive(archive, PASSPHRASE);
    manifest = read.manifest;
    expect(read.members.at(-1)).toBe('manifest.json');
    expect(read.members).toEqual([...manifest.entries.map((e) => e.path), 'manifest.json']);
    expect(read.members).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^database\/contacts\/000001\.copy$/),
        expect.stringMatching(/^files\/resumes\/[0-9a-f-]+\.pdf$/),
        expect.stringMatching(/^files\/content-images\/[0-9a-f-]+-600\.webp$/),
        'keys/data-folder/totp-keys',
        'keys/data-folder/link-keys',
      ]),
    );
    // The load went on across the snapshot: submissions answered before and after it.
    const takenAt = Date.parse(manifest.takenAt);
    expect(answered.filter((a) => a.at < takenAt).length).toBeGreaterThan(0);
    expect(answered.filter((a) => a.at > takenAt).length).toBeGreaterThan(0);
    // Every file of the installation is in it, with its checksum.
    const files = manifest.entries.filter((e) => e.path.startsWith('files/'));
    const stored = ['resumes', 'content-images'].flatMap((area) =>
      readdirSync(join(source, 'uploads', area)).map((f) => `files/${area}/${f}`),
    );
    expect(files.map((f) => f.path).sort()).toEqual(stored.sort());
    for (const f of files)
      expect(sha256(readFileSync(join(source, 'uploads', f.path.slice(6))))).toBe(f.sha256);
  }, 120_000);

  it('refuses a short passphrase, a wrong one and an altered archive, writing nothing', async () => {
    const short = await command('backup/backup-cli.js', [], {
      ...sourceEnv(),
      BACKUP_PASSPHRASE: 'too short',
    });
    expect(short).toEqual({
      code: 1,
      out: expect.stringContaining('BACKUP_PASSPHRASE: must be at least 16 characters'),
    });
    const unset = await command('backup/backup-cli.js', [], {
      ...sourceEnv(),
      BACKUP_PASSPHRASE: '',
    });
    expect(unset).toEqual({ code: 1, out: expect.stringMatching(/^BACKUP_PASSPHRASE is not set/) });

    const wrong = await command('backup/restore-cli.js', [archive], {
      ...targetEnv(),
      BACKUP_PASSPHRASE: 'not the passphrase of this archive',
    });
    expect(wrong).toEqual({
      code: 1,
      out: `${archive} does not open with this BACKUP_PASSPHRASE: the passphrase is wrong, or the file is not a backup (or is damaged at its start). Nothing was restored.\n`,
    });
    const altered = join(base, 'altered.tar.age');
    copyFileSync(archive, altered);
    const bytes = readFileSync(altered);
    bytes[Math.floor(bytes.length / 2)] ^= 1;
    writeFileSync(altered, bytes);
    const damaged = await command('backup/restore-cli.js', [altered], targetEnv());
    expect(damaged).toEqual({
      code: 1,
      out: expect.stringMatching(
        /^\S+altered\.tar\.age is damaged or was altered: it does not decrypt to its end .*Nothing was restored\.\n$/,
      ),
    });
    expect(existsSync(target)).toBe(false);
  }, 120_000);

  it('restores into a new data folder: every row, file and key is back, and the API works on it', async () => {
    const done = await command('backup/restore-cli.js', [archive], targetEnv());
    expect(done).toEqual({ code: 0, out: expect.stringMatching(/ is intact: .*\nRestored: /) });
    restored = await startApi(ports.target.api, targetVars());
    const url = restored.url;

    // Every table holds the manifest's rows: the archive is the snapshot, not tables copied at different times.
    const database = appUrl(readCredentials(target)!, ports.target.pg);
    const tables = manifest.tables.map((t) => t.name);
    expect(await rowCounts(database, tables)).toEqual(
      Object.fromEntries(manifest.tables.map((t) => [t.name, t.rows])),
    );
    const [contacts, contactMails] = await rowCountsOf(database, [
      `SELECT count(*)::int AS n FROM contacts`,
      `SELECT count(*)::int AS n FROM outbox_mails WHERE kind = 'contact.staff'`,
    ]);
    expect(contactMails).toBe(contacts);
    // Every submission answered before the snapshot is there.
    const emails = await emailsOf(database);
    for (const a of answered.filter((s) => s.at < Date.parse(manifest.takenAt)))
      expect(emails).toContain(a.email);
    // Generated columns (the content's search vector) are computed again, identically.
    const search = `SELECT id, search::text FROM content_items ORDER BY id`;
    const sourceDatabase = appUrl(readCredentials(source)!, ports.source.pg);
    expect(await rowsOf(database, search)).toEqual(await rowsOf(sourceDatabase, search));
    // Every file, byte for byte.
    for (const f of manifest.entries.filter((e) => e.path.startsWith('files/'))) {
      const key = f.path.slice('files/'.length);
      expect(readFileSync(join(target, 'uploads', key))).toEqual(
        readFileSync(join(source, 'uploads', key)),
      );
    }

    // The keys came back: the two-factor account signs in with its code…
    const first = await json(
      await post(`${url}/api/auth/login`, {
        username: 'asha',
        password: PASSWORD,
        captcha: await captchaOf(url),
      }),
      200,
    );
    expect(first.step).toBe('two-factor');
    const signedIn = await json(
      await post(`${url}/api/auth/login/two-factor`, {
        challenge: first.challenge,
        code: await codeAt(staff.secret, 1),
      }),
      200,
    );
    expect(signedIn.token).toEqual(expect.any(String));
    // …and the unsubscribe link of a mail sent before the backup still works.
    const gone = await fetch(`${url}${unsubscribe}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect([gone.status, await gone.json()]).toEqual([
      200,
      { status: 'success', message: 'You have been unsubscribed.' },
    ]);
    // New records take new ids (the identity sequences were moved past the restored rows).
    await json(
      await post(`${url}/api/contacts`, {
        name: 'After',
        email: 'after@example.com',
        phone: '9876543210',
        message: 'After the restore.',
        privacyNotice: CURRENT_PRIVACY_NOTICE,
        captcha: await captchaOf(url),
      }),
      201,
    );
  }, 120_000);
});

async function rowsOf(url: string, sql: string): Promise<unknown[]> {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(sql)).rows;
  } finally {
    await c.end();
  }
}
const rowCountsOf = async (url: string, queries: string[]) => {
  const out: number[] = [];
  for (const q of queries) out.push(((await rowsOf(url, q)) as { n: number }[])[0].n);
  return out;
};
const emailsOf = async (url: string) =>
  ((await rowsOf(url, `SELECT email FROM contacts`)) as { email: string }[]).map((r) => r.email);

describe('backup to S3 and restore with DATABASE_URL and S3 (built commands)', () => {
  const app = useS3TestApp('backup');
  const base = mkdtempSync(join(tmpdir(), 'kavach-backup-s3-'));
  afterAll(() => rmSync(base, { recursive: true, force: true }));

  it('backs up into a bucket and restores into a new database and bucket: the same rows and objects', async () => {
    const t = app();
    const s3config = t.config.s3!;
    const s3 = new S3Client({
      endpoint: s3config.endpoint,
      region: s3config.region,
      forcePathStyle: true,
      credentials: {
        accessKeyId: s3config.accessKeyId!,
        secretAccessKey: s3config.secretAccessKey!,
      },
    });
    const objects = async (bucket: string) => {
      const listed = await s3.send(new ListObjectsV2Command({ Bucket: bucket }));
      const out: Record<string, string> = {};
      for (const o of listed.Contents ?? []) {
        const got = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: o.Key }));
        out[o.Key!] = sha256(Buffer.from(await got.Body!.transformToByteArray()));
      }
      return out;
    };
    // A database the API has already migrated (and filled with the bundled content), as a new
    // installation's is: empty for a restore.
    const restoredDb = await createTestDatabase({ migrated: true });
    try {
      const form = request(t.http).post('/api/applications');
      for (const [k, v] of Object.entries(jobsForm())) form.field(k, v);
      await form
        .field('captcha', await solveCaptcha(t))
        .attach('resume', PDF, 'cv.pdf')
        .expect(201);
      for (const bucket of ['kavach-backups', 'kavach-restored'])
        await s3.send(new CreateBucketCommand({ Bucket: bucket }));
      const configured = {
        DATABASE_URL: t.databaseUrl,
        S3_BUCKET: s3config.bucket,
        S3_ENDPOINT: s3config.endpoint!,
        S3_ACCESS_KEY_ID: s3config.accessKeyId!,
        S3_SECRET_ACCESS_KEY: s3config.secretAccessKey!,
        JWT_SECRET: TEST_JWT_SECRET,
        DATA_DIR: base,
        BACKUP_PASSPHRASE: PASSPHRASE,
      };
      const done = await command(
        'backup/backup-cli.js',
        ['--out', 's3://kavach-backups/nightly'],
        environment(configured),
      );
      expect(done).toEqual({
        code: 0,
        out: expect.stringContaining('Backup uploaded: s3://kavach-backups/nightly/kavach-backup-'),
      });
      const archive = /^Backup uploaded: (\S+) /m.exec(done.out)![1];
      expect(Object.keys(await objects('kavach-backups')).sort()).toEqual(
        [archive, `${archive}.sha256`].map((a) => a.slice('s3://kavach-backups/'.length)),
      );

      const into = (keysOut: string) =>
        command(
          'backup/restore-cli.js',
          [archive, '--keys-out', join(base, keysOut)],
          environment({
            ...configured,
            DATABASE_URL: restoredDb.url,
            S3_BUCKET: 'kavach-restored',
            JWT_SECRET: '',
          }),
        );
      expect(await into('keys.env')).toEqual({
        code: 0,
        out: expect.stringContaining('Restored: '),
      });
      const tables = (
        (await rowsOf(
          t.databaseUrl,
          `SELECT relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND relkind = 'r' AND relname <> 'migrations'`,
        )) as { relname: string }[]
      ).map((r) => r.relname);
      expect(await rowCounts(restoredDb.url, tables)).toEqual(
        await rowCounts(t.databaseUrl, tables),
      );
      const uploaded = await objects(s3config.bucket);
      expect(Object.keys(uploaded)).toEqual([expect.stringMatching(/^resumes\//)]);
      expect(await objects('kavach-restored')).toEqual(uploaded);
      // The keyring variable, for the secret store; readable by its owner only.
      expect(readFileSync(join(base, 'keys.env'), 'utf8')).toBe(`JWT_SECRET=${TEST_JWT_SECRET}\n`);
      expect(statSync(join(base, 'keys.env')).mode & 0o777).toBe(0o600);

      // Again into the same database: it holds data now.
      expect(await into('again.env')).toEqual({
        code: 1,
        out: expect.stringMatching(
          /\nThe database already holds data \([^)]*\bapplications\b[^)]*\)\. A backup is restored into an empty installation only: .* Nothing was restored\.\n$/,
        ),
      });
      expect(existsSync(join(base, 'again.env'))).toBe(false);
    } finally {
      s3.destroy();
      await restoredDb.drop();
    }
  }, 120_000);
});
