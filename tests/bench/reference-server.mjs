// The yardstick of `npm run bench:api`: POST /api/contacts on node:http and pg, no framework.
// It does what the API must do for a contact — read the JSON body, check the fields' types,
// verify the captcha, and run the same single prepared statement (captcha claim + contact +
// its outbox mails, built by the API's own compiled code from the same configuration) — and
// answers the same 201. What it leaves out (Nest, Express, class-validator, the logger, guards,
// interceptors) is what the API's ratio to it measures.
//
// Env: the API's (DATABASE_URL, the keyrings, CAPTCHA_*, MAIL_*), YARDSTICK_PORT.
import http from 'node:http';
import { CONTACT_THANKS, pool, storeContact, verifyCaptcha } from './contact-work.mjs';

const FIELDS = { name: 100, email: 254, phone: 10, message: 1000, privacyNotice: 20 };

function answer(res, status, body) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

async function contact(body) {
  for (const [field, max] of Object.entries(FIELDS))
    if (typeof body[field] !== 'string' || !body[field] || body[field].length > max)
      return [400, { statusCode: 400, error: 'Bad Request', message: `Invalid ${field}.` }];
  let claim;
  try {
    claim = await verifyCaptcha(body.captcha);
  } catch {
    return [400, { statusCode: 400, error: 'Bad Request', message: 'Captcha.' }];
  }
  await storeContact(body, claim);
  return [201, { status: 'success', message: CONTACT_THANKS }];
}

let reported = false;
const server = http.createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/health') return answer(res, 200, { status: 'ok' });
  if (req.method !== 'POST' || req.url !== '/api/contacts')
    return answer(res, 404, { statusCode: 404, error: 'Not Found', message: 'Not found.' });
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    let body;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      return answer(res, 400, { statusCode: 400, error: 'Bad Request', message: 'Bad JSON.' });
    }
    contact(body ?? {}).then(
      ([status, out]) => answer(res, status, out),
      (error) => {
        // Said once: the benchmark counts the 500s and reports no result from them.
        if (!reported) console.error('reference server: a contact failed:', error);
        reported = true;
        answer(res, 500, { statusCode: 500, error: 'Internal Server Error', message: 'x' });
      },
    );
  });
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.YARDSTICK_PORT ?? 3913), '127.0.0.1', () =>
  console.log('reference server ready'),
);
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
