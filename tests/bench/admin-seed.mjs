// The data of `npm run bench:admin`: a million contacts and registrations with realistic
// text, generated inside PostgreSQL (INSERT … SELECT generate_series).
import { hash } from '@node-rs/argon2';
import { performance } from 'node:perf_hooks';
import pg from 'pg';

// ---- realistic text, generated inside PostgreSQL ------------------------------------------------

const FIRST = [
  'Aarav',
  'Vivaan',
  'Aditya',
  'Vihaan',
  'Arjun',
  'Sai',
  'Reyansh',
  'Krishna',
  'Ishaan',
  'Rohan',
  'Ananya',
  'Diya',
  'Saanvi',
  'Aadhya',
  'Kavya',
  'Priya',
  'Meera',
  'Lakshmi',
  'Neha',
  'Pooja',
  'Rahul',
  'Amit',
  'Suresh',
  'Ramesh',
  'Vikram',
  'Sunita',
  'Anita',
  'Geeta',
  'Farhan',
  'Zoya',
  'Imran',
  'Sana',
  'Joseph',
  'Maria',
  'Thomas',
  'Anjali',
  'Deepak',
  'Kiran',
  'Harpreet',
  'Gurpreet',
];
const LAST = [
  'Sharma',
  'Verma',
  'Patel',
  'Shah',
  'Iyer',
  'Nair',
  'Reddy',
  'Rao',
  'Gupta',
  'Singh',
  'Kumar',
  'Das',
  'Banerjee',
  'Chatterjee',
  'Mukherjee',
  'Joshi',
  'Kulkarni',
  'Deshpande',
  'Menon',
  'Pillai',
  'Khan',
  'Ansari',
  'Fernandes',
  'DSouza',
  'Mehta',
  'Desai',
  'Bose',
  'Ghosh',
  'Malhotra',
  'Kapoor',
];
const DOMAINS = [
  'gmail.com',
  'yahoo.co.in',
  'outlook.com',
  'rediffmail.com',
  'hotmail.com',
  'example.in',
];
const OPENERS = [
  'Hello, I would like to know more about the HrC test for my mother.',
  'Please share the price of the B3 blood test and the home collection options.',
  'My father was treated for colon cancer last year and we want to monitor him.',
  'Is the test covered by insurance? Please call me back in the evening.',
  'We are a corporate team of 200 employees interested in a screening camp.',
  'Can I book an appointment for next week at the Andheri centre?',
  'I attended your information session and have a few follow-up questions.',
  'How long does it take to receive the report after the sample is collected?',
  'Our hospital would like to discuss a partnership for survivor follow-up.',
  'Kindly send the brochure for the cancer survivor package by email.',
];
const MIDDLES = [
  'Do I need to fast before the blood draw?',
  'My doctor suggested a PET scan, how does your test compare?',
  'What is the difference between HrC and AoB?',
  'Is 16 ml of blood enough for all the markers?',
  'We live in Pune; do you collect samples there?',
  'Please also tell me about the diabetes programme.',
  'Will the results be explained by a doctor?',
  'I have a family history of breast cancer.',
  'Is there a discount for senior citizens?',
  'Can the report be shared with my oncologist directly?',
  'Should I repeat the test after the CT scan results?',
  'What documents should I bring on the day?',
];
const CLOSERS = [
  'Thank you.',
  'Regards.',
  'Looking forward to your reply.',
  'Please contact me on WhatsApp.',
  'Thanks in advance for your help.',
  'Warm regards and best wishes.',
];
const ORGS = [
  'Tata Consultancy',
  'Infosys',
  'Lilavati Hospital',
  'Reliance',
  'HDFC Bank',
  'Wipro',
  'Self',
  'Kokilaben Hospital',
];
const SESSIONS = [
  'Information Session',
  'Understanding the HrC Test',
  'Cancer Survivor Care Talk',
  'Diabetes and Genomics',
];

const sqlArray = (items) => `ARRAY[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}]`;
const pick = (items, expr) => `(${sqlArray(items)})[1 + ((${expr}) % ${items.length})]`;
// Different multipliers decorrelate the choices; hashtext() spreads them further.
const h = (salt) => `abs(hashtext(g::text || '${salt}'))`;
const NAME = `${pick(FIRST, h('f'))} || ' ' || ${pick(LAST, h('l'))}`;
const EMAIL = `lower(${pick(FIRST, h('f'))}) || '.' || lower(${pick(LAST, h('l'))}) || g || '@' || ${pick(DOMAINS, h('d'))}`;
const PHONE = `CASE WHEN g % 7 = 0 THEN NULL ELSE (9000000000 + ${h('p')} % 999999999)::text END`;
const MESSAGE = `${pick(OPENERS, h('o'))} || ' ' || ${pick(MIDDLES, h('m'))} || ' ' || ${pick(CLOSERS, h('c'))}`;
// One row every ~94 s: 1M rows span about three years, newest now.
const CREATED = `now() - (g * interval '94 seconds') - (${h('t')} % 60) * interval '1 second'`;

async function bulkLoad(client, table, insertSql, { rows, log }) {
  const { rows: idx } = await client.query(
    `SELECT indexname, indexdef FROM pg_indexes
     WHERE schemaname = 'public' AND tablename = $1 AND indexname NOT LIKE '%_pkey'`,
    [table],
  );
  for (const i of idx) await client.query(`DROP INDEX ${i.indexname}`);
  let t0 = performance.now();
  await client.query(insertSql);
  log(
    `  ${table}: ${rows.toLocaleString()} rows in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  t0 = performance.now();
  for (const i of idx) await client.query(i.indexdef);
  await client.query(`VACUUM ANALYZE ${table}`);
  log(
    `  ${table}: ${idx.length} indexes rebuilt + analyzed in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
}

/**
 * Loads `rows` contacts and `rows` registrations with realistic text into the database at
 * `url` (indexes dropped for the load and rebuilt after), and an admin user with `password`.
 */
export async function seed(url, { rows, password, log }) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`SET maintenance_work_mem = '512MB'`);
    await client.query(`SET max_parallel_maintenance_workers = 2`);
    await bulkLoad(
      client,
      'contacts',
      `INSERT INTO contacts (name, email, phone, message, source, created_at)
       SELECT ${NAME}, ${EMAIL}, ${PHONE}, ${MESSAGE}, 'website', ${CREATED}
       FROM generate_series(1, ${rows}) g`,
      { rows, log },
    );
    await bulkLoad(
      client,
      'registrations',
      `INSERT INTO registrations (name, email, phone, organization, message, session_name, session_date, session_time, session_mode, source, created_at)
       SELECT ${NAME}, ${EMAIL}, ${PHONE},
              CASE WHEN g % 3 = 0 THEN ${pick(ORGS, h('g'))} END,
              ${MESSAGE}, ${pick(SESSIONS, h('s'))},
              (now() - (g * interval '94 seconds'))::date + 7, '11:00 AM – 12:30 PM IST',
              ${pick(['online', 'offline', 'hybrid'], h('x'))}, 'session_registration', ${CREATED}
       FROM generate_series(1, ${rows}) g`,
      { rows, log },
    );
    const pw = await hash(password, { memoryCost: 19456, timeCost: 2, parallelism: 1 });
    await client.query(
      `INSERT INTO users (username, password_hash, role, tokens_valid_after)
       VALUES ('bench-admin', $1, 'admin', now() - interval '1 minute')`,
      [pw],
    );
  } finally {
    await client.end();
  }
}
