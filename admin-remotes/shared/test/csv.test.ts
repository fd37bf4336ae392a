import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  countCsvRecords,
  downloadCsv,
  exportSuccessMessage,
  filenameFromDisposition,
  NoDataError,
} from '../src/csv';

describe('filenameFromDisposition', () => {
  it.each([
    [
      'attachment; filename="contact_submissions_2025-03-05.csv"',
      'contact_submissions_2025-03-05.csv',
    ],
    [
      'attachment; filename=registration_details_2025-03-05.csv',
      'registration_details_2025-03-05.csv',
    ],
    ['attachment; filename="x.csv"; filename*=UTF-8\'\'caf%C3%A9.csv', 'café.csv'],
    ['inline', null],
    [null, null],
  ])('%s → %s', (header, name) => expect(filenameFromDisposition(header)).toBe(name));
});

describe('countCsvRecords', () => {
  it('counts records, not lines, and skips the header', () => {
    const csv =
      '\uFEFFS.No,ID,Name,Message\r\n1,5,"Asha","two\nlines"\r\n2,6,"Ravi","say ""hi"", ok"\r\n';
    expect(countCsvRecords(csv)).toBe(2);
  });
  it('is 0 for a header only, with or without a final newline', () => {
    expect(countCsvRecords('a,b\n')).toBe(0);
    expect(countCsvRecords('a,b')).toBe(0);
    expect(countCsvRecords('a,b\n1,2')).toBe(1);
  });
});

describe('downloadCsv', () => {
  let clicked: { href: string; download: string }[] = [];
  beforeEach(() => {
    clicked = [];
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('saves the file under the server name and counts from X-Record-Count', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('S.No,ID\n1,1\n', {
            headers: {
              'Content-Disposition': 'attachment; filename="contact_submissions_2025-03-05.csv"',
              'X-Record-Count': '7',
            },
          }),
      ),
    );
    const result = await downloadCsv('/api/admin/contacts/export', {}, 'fallback.csv');
    expect(result).toEqual({ filename: 'contact_submissions_2025-03-05.csv', records: 7 });
    expect(clicked).toEqual([{ href: 'blob:x', download: 'contact_submissions_2025-03-05.csv' }]);
    expect(exportSuccessMessage(result)).toBe(
      "CSV file 'contact_submissions_2025-03-05.csv' downloaded successfully! (7 records)",
    );
  });

  it('counts the CSV records without the header', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('h1,h2\n1,"a\nb"\n2,c\n')),
    );
    expect(await downloadCsv('/api/admin/contacts/export', {}, 'fallback.csv')).toEqual({
      filename: 'fallback.csv',
      records: 2,
    });
  });

  it('asks the typed path with the filters the list sends, the empty ones left out', async () => {
    const fetch = vi.fn(async (_request: Request) => new Response('h\n'));
    vi.stubGlobal('fetch', fetch);
    await downloadCsv(
      '/api/admin/contacts/export',
      { status: 'new,read', search: 'asha', from: '', to: undefined },
      'fallback.csv',
    );
    const request = fetch.mock.calls[0][0];
    expect(request.method).toBe('GET');
    expect(new URL(request.url).pathname + new URL(request.url).search).toBe(
      '/api/admin/contacts/export?status=new%2Cread&search=asha',
    );
    expect(request.headers.get('Accept')).toBe('text/csv, application/json');
  });

  it("turns the API's 404 into NoDataError with its message", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          {
            statusCode: 404,
            error: 'Not Found',
            message: 'No data found for the selected date range.',
          },
          { status: 404 },
        ),
      ),
    );
    await expect(downloadCsv('/api/admin/contacts/export', {}, 'f.csv')).rejects.toEqual(
      new NoDataError('No data found for the selected date range.'),
    );
  });
});
