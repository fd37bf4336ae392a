// Pages through the contact messages (GET /api/admin/contacts, newest first) with an
// integration token, and prints one line per contact, its id and when it was sent (never its
// name, address or message), then the count:
//
//   KAVACH_API_URL=https://www.example.com KAVACH_TOKEN=kvch_it_… node page-contacts.mjs
//
// KAVACH_API_URL is the address the API's routes (/api/…) hang off; the token needs the
// permission contacts:read. KAVACH_PAGE_SIZE: contacts per request, 1 to 100 (default 100).
import { createApiClient } from '@kavach/api-client';

const baseUrl = process.env.KAVACH_API_URL;
const token = process.env.KAVACH_TOKEN;
if (!baseUrl || !token) {
  console.error('Set KAVACH_API_URL (e.g. https://www.example.com) and KAVACH_TOKEN (kvch_it_…).');
  process.exit(2);
}
const pageSize = Number(process.env.KAVACH_PAGE_SIZE ?? 100);

const client = createApiClient({ baseUrl, getToken: () => token });

// A contact that arrives while we page pushes the older ones one place down the list, so one
// can come twice: each id is printed once.
const seen = new Set();
for (let page = 1; ; page++) {
  const { data, error, response } = await client.GET('/api/admin/contacts', {
    params: { query: { page, pageSize } },
  });
  if (error) {
    // Every error has the shape { statusCode, error, code, message, details? }.
    console.error(`${response.status} ${error.code}: ${error.message}`);
    process.exit(1);
  }
  for (const contact of data.data) {
    if (seen.has(contact.id)) continue;
    seen.add(contact.id);
    console.log(`${contact.id}\t${contact.created_at}`);
  }
  if (page >= data.pages) break;
}
console.log(`${seen.size} contacts`);
