// A corpus of hostile or malformed requests across every public and admin endpoint.
// Each case says what the API must answer: a 4xx with the JSON error shape, or (for input that
// is odd but legitimate, such as LIKE metacharacters in a search) a 2xx. Never a 5xx.
import { CURRENT_PRIVACY_NOTICE } from '../../api/src/privacy-notice/privacy-notice';

type Expect = '4xx' | '2xx';

export interface Case {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  auth?: boolean;
  /** JSON (object or raw string/Buffer) */
  body?: unknown;
  contentType?: string;
  /** multipart fields and files */
  multipart?: {
    fields: Record<string, string>;
    files: { field: string; name: string; data: Buffer; type?: string }[];
  };
  /** a raw multipart body, e.g. truncated */
  rawMultipart?: { boundary: string; data: Buffer };
  expect: Expect;
}

const MB = 1024 * 1024;
const HUGE = 'x'.repeat(MB);
const WRONG_TYPES: [string, unknown][] = [
  ['number', 12345],
  ['negative number', -1],
  ['boolean', true],
  ['null', null],
  ['array', ['a', 'b']],
  ['object', { $gt: '' }],
];
const NASTY_STRINGS: [string, string][] = [
  ['empty', ''],
  ['spaces only', '   '],
  ['control characters', 'a\u0000b\u0007c\u001b[31m'],
  ['emoji and RTL', 'ऋषि 🧬 \u202Eevil\u202C مرحبا'],
  ['SQL', "'; DROP TABLE contacts; --"],
  ['LIKE metacharacters', '%_\\%'],
  ['HTML/script', '<script>alert(1)</script><img src=x onerror=alert(1)>'],
  ['path traversal', '../../../../etc/passwd'],
  ['formula', '=HYPERLINK("http://evil.example","x")'],
  ['very long line', 'y'.repeat(20_000)],
];

function deep(n: number): string {
  return '{"a":'.repeat(n) + '1' + '}'.repeat(n);
}

/** Mutations of a JSON form: every field × wrong types and nasty strings, missing fields, extras, encodings. */
function jsonFormCases(
  path: string,
  valid: Record<string, unknown>,
  opts: { auth?: boolean; method?: Case['method'] } = {},
): Case[] {
  const method = opts.method ?? 'POST';
  const base = { method, path, auth: opts.auth, expect: '4xx' as const };
  const out: Case[] = [];
  for (const field of Object.keys(valid)) {
    for (const [label, value] of WRONG_TYPES)
      out.push({ ...base, name: `${path} ${field}: ${label}`, body: { ...valid, [field]: value } });
    for (const [label, value] of NASTY_STRINGS)
      out.push({ ...base, name: `${path} ${field}: ${label}`, body: { ...valid, [field]: value } });
    const { [field]: _omit, ...rest } = valid;
    out.push({ ...base, name: `${path} missing ${field}`, body: rest });
  }
  out.push({ ...base, name: `${path} extra field`, body: { ...valid, isAdmin: true } });
  out.push({
    ...base,
    name: `${path} prototype pollution`,
    body: JSON.parse(`{"__proto__":{"polluted":1},"constructor":{"prototype":{"x":1}}}`),
  });
  out.push({ ...base, name: `${path} empty object`, body: {} });
  out.push({ ...base, name: `${path} array body`, body: [valid] });
  out.push({
    ...base,
    name: `${path} 1 MB string`,
    body: { ...valid, [Object.keys(valid)[0]]: HUGE },
  });
  out.push({
    ...base,
    name: `${path} nested 10,000 deep`,
    body: deep(10_000),
    contentType: 'application/json',
  });
  out.push({
    ...base,
    name: `${path} duplicate keys`,
    body: '{"email":"a@b.co","email":{"x":1}}',
    contentType: 'application/json',
  });
  out.push({
    ...base,
    name: `${path} malformed JSON`,
    body: '{"name": "x",',
    contentType: 'application/json',
  });
  out.push({
    ...base,
    name: `${path} invalid UTF-8`,
    body: Buffer.from([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]),
    contentType: 'application/json',
  });
  out.push({
    ...base,
    name: `${path} text/plain`,
    body: JSON.stringify(valid),
    contentType: 'text/plain',
  });
  out.push({
    ...base,
    name: `${path} XML`,
    body: '<contact><name>x</name></contact>',
    contentType: 'application/xml',
  });
  out.push({
    ...base,
    name: `${path} wrong charset`,
    body: JSON.stringify(valid),
    contentType: 'application/json; charset=utf-16',
  });
  return out;
}

// --- files ---------------------------------------------------------------
const ZIP_BOMB_HEAD = Buffer.concat([
  Buffer.from('PK\u0003\u0004', 'latin1'),
  Buffer.alloc(2000, 0),
]);
const EXE = Buffer.concat([Buffer.from('MZ\u0090\u0000', 'latin1'), Buffer.alloc(1000, 0x41)]);
const HTML_PDF = Buffer.from('<html><script>alert(1)</script></html>%PDF-1.4');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const GIFAR = Buffer.concat([
  Buffer.from('GIF89a'),
  Buffer.alloc(20, 0),
  Buffer.from('PK\u0003\u0004'),
]);
const PNG_HEADER_ONLY = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
const EMPTY = Buffer.alloc(0);
const BIG = Buffer.alloc(5 * MB + 1, 0x25);

function fileCases(): [string, Buffer, string][] {
  return [
    ['zip bomb head', ZIP_BOMB_HEAD, 'resume.pdf'],
    ['executable renamed', EXE, 'resume.pdf'],
    ['HTML polyglot', HTML_PDF, 'resume.pdf'],
    ['SVG with script', SVG, 'image.svg'],
    ['GIF/ZIP polyglot', GIFAR, 'resume.docx'],
    ['truncated PNG', PNG_HEADER_ONLY, 'image.png'],
    ['empty file', EMPTY, 'empty.pdf'],
    ['over 5 MB', BIG, 'big.pdf'],
    ['traversal name', EXE, '../../../../tmp/pwned.pdf'],
    ['NUL in name', EXE, 'a\u0000.pdf'],
  ];
}

function multipartCases(
  path: string,
  fields: Record<string, string>,
  fileField: string,
  auth?: boolean,
): Case[] {
  const out: Case[] = [];
  const base = { method: 'POST' as const, path, auth, expect: '4xx' as const };
  for (const [label, data, name] of fileCases()) {
    out.push({
      ...base,
      name: `${path} file: ${label}`,
      multipart: { fields, files: [{ field: fileField, name, data }] },
    });
  }
  for (const f of Object.keys(fields)) {
    for (const [label, value] of NASTY_STRINGS.slice(0, 6)) {
      out.push({
        ...base,
        name: `${path} ${f}: ${label}`,
        multipart: { fields: { ...fields, [f]: value }, files: [] },
      });
    }
  }
  out.push({
    ...base,
    name: `${path} two files`,
    multipart: {
      fields,
      files: [
        { field: fileField, name: 'a.pdf', data: EXE },
        { field: fileField, name: 'b.pdf', data: EXE },
      ],
    },
  });
  out.push({
    ...base,
    name: `${path} unexpected file field`,
    multipart: { fields, files: [{ field: 'other', name: 'a.pdf', data: EXE }] },
  });
  out.push({
    ...base,
    name: `${path} extra text field`,
    multipart: { fields: { ...fields, isAdmin: 'true' }, files: [] },
  });
  const boundary = '----kavach' + 'b'.repeat(10);
  const truncated = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="first_name"\r\n\r\nAsha\r\n--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="r.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 trunc`,
  );
  out.push({
    ...base,
    name: `${path} truncated multipart`,
    rawMultipart: { boundary, data: truncated },
  });
  out.push({ ...base, name: `${path} JSON instead of multipart`, body: fields });
  out.push({
    ...base,
    name: `${path} garbage multipart`,
    rawMultipart: { boundary, data: Buffer.from('not multipart at all') },
  });
  return out;
}

export function buildCorpus(ids: { sessionId: number; jobId: number }): Case[] {
  const captcha = 'aW52YWxpZA=='; // well-formed base64, not a solution
  // The public forms' valid notice version: each base body carries it, so the field a case
  // mutates (or the unsolved captcha) is what the 4xx answers, not a missing notice.
  const privacyNotice = CURRENT_PRIVACY_NOTICE;
  const contact = {
    name: 'Asha Rao',
    email: 'asha@example.com',
    phone: '9876543210',
    message: 'Hello',
    privacyNotice,
    captcha,
  };
  const registration = {
    name: 'Asha Rao',
    email: 'asha@example.com',
    phone: '9876543210',
    message: 'Hi',
    date: '2030-01-10',
    time: '11:00 AM',
    mode: 'online',
    privacyNotice,
    captcha,
    sessionId: ids.sessionId,
  };
  const session = {
    title: 'Info',
    image: '/images/cover-hrc.svg',
    date: '2030-01-10',
    endDate: '2030-01-09',
    time: '11:00 AM',
    mode: 'teleport',
    status: 'active',
  };
  const job = {
    title: 'T',
    location: 'Mumbai',
    department: 'Technology',
    type: 'Nonsense-Type',
    mode: 'Remote',
    status: 'nonsense-status',
  };
  const cases: Case[] = [
    ...jsonFormCases('/api/contacts', contact),
    // No captcha on this form: the invalid address keeps every mutation from storing a row.
    ...jsonFormCases('/api/subscriptions', { email: 'not-an-email', privacyNotice }),
    // A well-formed confirmation token with a signature that is not ours.
    ...jsonFormCases('/api/subscriptions/confirm', {
      token: `1.4102444800.${'A'.repeat(43)}`,
    }),
    // A language chosen with an unsubscribe token whose signature is not ours.
    ...jsonFormCases(`/api/subscriptions/language?token=1.${'A'.repeat(43)}`, { language: 'hi' }),
    ...jsonFormCases('/api/registrations', registration),
    ...jsonFormCases('/api/auth/login', { username: 'admin', password: 'x', captcha }),
    // Admin writes: the base body is invalid in two independent ways (endDate before date and an
    // unknown mode; an unknown type and status), so no single-field mutation can create a row.
    ...jsonFormCases('/api/admin/sessions', session, { auth: true }),
    ...jsonFormCases(`/api/admin/sessions/${ids.sessionId}`, session, {
      auth: true,
      method: 'PUT',
    }),
    ...jsonFormCases('/api/admin/jobs', job, { auth: true }),
    ...jsonFormCases(`/api/admin/jobs/${ids.jobId}`, job, { auth: true, method: 'PUT' }),
    ...multipartCases(
      '/api/applications',
      {
        first_name: 'Asha',
        last_name: 'Rao',
        email: 'asha@example.com',
        phone_number: '9876543210',
        job_position: 'App Developer',
        experience: '1 year',
        notice_period: 'Immediate',
        salary_expectation: '10 LPA',
        reason_for_leaving_prev_job: 'Growth',
        cv_consent: 'true',
        privacy_notice: privacyNotice,
        captcha,
      },
      'resume',
    ),
    ...multipartCases(
      '/api/careers/applications',
      {
        firstName: 'Asha',
        lastName: 'Rao',
        email: 'asha@example.com',
        phone: '9876543210',
        experience: '1year',
        salary: '10',
        noticePeriod: 'immediate',
        job_position: 'App Developer',
        cvConsent: 'true',
        privacyNotice,
        captcha,
      },
      'resume',
    ),
    ...multipartCases('/api/admin/uploads/session-image', {}, 'image', true),
  ];
  // Path and query parameters of the admin API.
  const badIds = [
    'abc',
    '1.5',
    '-1',
    '0',
    '99999999999999999999',
    '%00',
    '..%2F..%2Fetc%2Fpasswd',
    '1;DROP TABLE users',
  ];
  const detailPaths = ['contacts', 'registrations', 'subscribers', 'applications'];
  for (const area of detailPaths)
    for (const id of badIds)
      cases.push({
        name: `GET ${area}/${id}`,
        method: 'GET',
        path: `/api/admin/${area}/${id}`,
        auth: true,
        expect: '4xx',
      });
  for (const id of badIds) {
    cases.push({
      name: `DELETE subscribers/${id}`,
      method: 'DELETE',
      path: `/api/admin/subscribers/${id}`,
      auth: true,
      expect: '4xx',
    });
    cases.push({
      name: `PATCH jobs/${id}/toggle`,
      method: 'PATCH',
      path: `/api/admin/jobs/${id}/toggle`,
      auth: true,
      expect: '4xx',
    });
    cases.push({
      name: `PATCH sessions/${id}/toggle`,
      method: 'PATCH',
      path: `/api/admin/sessions/${id}/toggle`,
      auth: true,
      expect: '4xx',
    });
    cases.push({
      name: `GET applications/${id}/resume`,
      method: 'GET',
      path: `/api/admin/applications/${id}/resume`,
      auth: true,
      expect: '4xx',
    });
  }
  const lists = ['contacts', 'registrations', 'subscribers', 'applications', 'sessions', 'audit'];
  const badQueries = [
    'page=abc',
    'page=0',
    'page=-5',
    'pageSize=1000',
    'pageSize=abc',
    'from=2024-02-30',
    'to=31-12-2024',
    'from=2024-12-31&to=2024-01-01',
    `search=${'s'.repeat(1000)}`,
    'page[$gt]=1',
    'from=2024-13-01',
  ];
  for (const area of lists)
    for (const q of badQueries)
      cases.push({
        name: `GET ${area}?${q.slice(0, 40)}`,
        method: 'GET',
        path: `/api/admin/${area}?${q}`,
        auth: true,
        expect: '4xx',
      });
  const goodQueries = [
    'search=%25_%27',
    "search='--",
    'search=%3Cscript%3E',
    'search=%F0%9F%A7%AC',
    'page=999999',
  ];
  for (const area of ['contacts', 'registrations', 'subscribers', 'applications'])
    for (const q of goodQueries)
      cases.push({
        name: `GET ${area}?${q} (literal)`,
        method: 'GET',
        path: `/api/admin/${area}?${q}`,
        auth: true,
        expect: '2xx',
      });
  for (const q of ['page=abc', 'limit=1000', 'status=hacked', `search=${'s'.repeat(1000)}`])
    cases.push({
      name: `GET jobs?${q.slice(0, 30)}`,
      method: 'GET',
      path: `/api/admin/jobs?${q}`,
      auth: true,
      expect: '4xx',
    });
  for (const q of ['from=2024-02-30', 'to=bad'])
    for (const area of ['contacts', 'registrations', 'subscribers'])
      cases.push({
        name: `GET ${area}/export?${q}`,
        method: 'GET',
        path: `/api/admin/${area}/export?${q}`,
        auth: true,
        expect: '4xx',
      });
  // The inbox (statuses, notes, bulk actions, saved views). Every body aims at a record that
  // does not exist or is invalid twice over, so no single mutation can write anything.
  for (const area of ['contacts', 'registrations', 'applications']) {
    for (const id of badIds) {
      for (const [method, suffix] of [
        ['PATCH', 'status'],
        ['POST', 'open'],
        ['GET', 'notes'],
        ['POST', 'notes'],
      ] as const)
        cases.push({
          name: `${method} ${area}/${id}/${suffix}`,
          method,
          path: `/api/admin/${area}/${id}/${suffix}`,
          auth: true,
          body: method === 'GET' ? undefined : { status: 'new', body: 'x' },
          expect: '4xx',
        });
      cases.push({
        name: `DELETE ${area}/1/notes/${id}`,
        method: 'DELETE',
        path: `/api/admin/${area}/1/notes/${id}`,
        auth: true,
        expect: '4xx',
      });
    }
    cases.push(
      ...jsonFormCases(
        `/api/admin/${area}/999999/status`,
        { status: 'hacked' },
        {
          auth: true,
          method: 'PATCH',
        },
      ),
      ...jsonFormCases(`/api/admin/${area}/999999/notes`, { body: 'A note' }, { auth: true }),
      ...jsonFormCases(
        `/api/admin/${area}/bulk`,
        { action: 'status', status: 'hacked', ids: [999999], expected: 5 },
        { auth: true },
      ),
    );
    for (const q of [
      'status=hacked',
      'status=new,hacked',
      'status[$ne]=new',
      `ids=${Array.from({ length: 1001 }, (_, i) => i + 1).join(',')}`,
      'ids=1,abc',
      'sessionId=abc',
      'sort=random',
    ])
      for (const path of [`/api/admin/${area}`, `/api/admin/${area}/export`])
        if (!(q.startsWith('ids') && !path.endsWith('export')))
          cases.push({
            name: `GET ${path.slice(11)}?${q.slice(0, 30)}`,
            method: 'GET',
            path: `${path}?${q}`,
            auth: true,
            expect: '4xx',
          });
  }
  cases.push(
    ...jsonFormCases(
      '/api/admin/saved-views',
      { tab: 'subscribers', name: 'View', query: { status: ['hacked'] } },
      { auth: true },
    ),
  );
  // A newsletter with its Hindi version: the base is invalid twice (no subject, no body), so no
  // single mutation makes one; and a change to one that does not exist.
  cases.push(
    ...jsonFormCases(
      '/api/admin/newsletters',
      { subject: '', body: '', translations: { hi: { subject: 'समाचार', body: 'पाठ' } } },
      { auth: true },
    ),
    ...jsonFormCases(
      '/api/admin/newsletters/999999',
      { subject: 'News', body: 'Text', translations: { mr: { subject: 'बातम्या' } }, version: 1 },
      { auth: true, method: 'PATCH' },
    ),
  );
  // A translation of an item that does not exist: every mutation is refused before any row.
  cases.push(
    ...jsonFormCases(
      '/api/admin/content/news/999999/translations/mr',
      { title: 'शीर्षक', fields: { description: 'वर्णन' }, version: 0 },
      { auth: true, method: 'PUT' },
    ),
    ...jsonFormCases(
      '/api/admin/content/news/999999/translations/hi/publish',
      { version: 1 },
      { auth: true },
    ),
  );
  for (const q of ['lang=fr', 'lang=hi&lang=mr', 'lang=', `lang=${'h'.repeat(5000)}`])
    cases.push({
      name: `GET content/faq?${q.slice(0, 30)}`,
      method: 'GET',
      path: `/api/content/faq?${q}`,
      expect: '4xx',
    });
  for (const q of ['', 'tab=subscribers', 'tab[$ne]=x', 'tab=contacts&extra=1'])
    cases.push({
      name: `GET saved-views?${q}`,
      method: 'GET',
      path: `/api/admin/saved-views?${q}`,
      auth: true,
      expect: '4xx',
    });
  for (const id of badIds)
    cases.push({
      name: `DELETE saved-views/${id}`,
      method: 'DELETE',
      path: `/api/admin/saved-views/${id}`,
      auth: true,
      expect: '4xx',
    });
  cases.push({
    name: 'unsubscribe with a forged token',
    method: 'GET',
    path: '/api/subscriptions/unsubscribe?token=forged.token',
    expect: '4xx',
  });
  cases.push({
    name: 'unsubscribe with no token',
    method: 'GET',
    path: '/api/subscriptions/unsubscribe',
    expect: '4xx',
  });
  cases.push({
    name: 'confirmation check with a forged token',
    method: 'GET',
    path: `/api/subscriptions/confirm?token=1.4102444800.${'A'.repeat(43)}`,
    expect: '4xx',
  });
  // The one-click POST (RFC 8058): a forged token whatever the body, and bodies no mail
  // provider sends, with and without a token.
  const forged = `/api/subscriptions/unsubscribe?token=1.${'A'.repeat(43)}`;
  const oneClickBodies: [string, string | Buffer, string][] = [
    ['form', 'List-Unsubscribe=One-Click', 'application/x-www-form-urlencoded'],
    ['empty', '', 'application/x-www-form-urlencoded'],
    ['text/plain', 'List-Unsubscribe=One-Click', 'text/plain'],
    ['XML', '<unsubscribe/>', 'application/xml'],
    ['1 MB form', `List-Unsubscribe=${HUGE}`, 'application/x-www-form-urlencoded'],
    ['garbage multipart', Buffer.from('not multipart'), 'multipart/form-data; boundary=x'],
    ['JSON array', '[1,2]', 'application/json'],
  ];
  for (const [label, body, contentType] of oneClickBodies) {
    for (const path of [forged, '/api/subscriptions/unsubscribe', `${forged}&token=x`]) {
      cases.push({
        name: `one-click ${label} ${path.slice(30, 50)}`,
        method: 'POST',
        path,
        body,
        contentType,
        expect: '4xx',
      });
    }
  }
  cases.push({
    name: 'file path traversal',
    method: 'GET',
    path: '/api/files/session-images/..%2F..%2Fjwt-secret',
    expect: '4xx',
  });
  cases.push({
    name: 'file unknown',
    method: 'GET',
    path: '/api/files/session-images/nope.png',
    expect: '4xx',
  });
  return cases;
}
