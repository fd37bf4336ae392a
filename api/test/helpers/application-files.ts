// Résumé files with real signatures, built in memory, and valid bodies of both application forms.
import { crc32 } from 'node:zlib';
import { CURRENT_PRIVACY_NOTICE } from '../../src/privacy-notice/privacy-notice';

/* ---- resume fixtures: real file signatures, built in memory ---- */

/** A minimal ZIP (stored, no compression) with the given entries. */
function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const nameBuf = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBuf.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBuf.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBuf, data);
    centrals.push(central, nameBuf);
    offset += local.length + nameBuf.length + data.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
export const DOCX = zip({
  '[Content_Types].xml':
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  'word/document.xml': '<?xml version="1.0"?><w:document/>',
});
export function cfb(streamName: string): Buffer {
  const b = Buffer.alloc(4096);
  Buffer.from('D0CF11E0A1B11AE1', 'hex').copy(b, 0);
  Buffer.from(streamName, 'utf16le').copy(b, 1024);
  return b;
}
export const DOC = cfb('WordDocument');
export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 1)]);

/* ---- forms ---- */

export const jobsForm = (over: Record<string, string> = {}) => ({
  first_name: ' Asha ',
  last_name: 'Rao',
  email: ' Asha.Rao@Example.COM ',
  phone_number: '9876543210',
  job_position: 'App Developer - Kavach Genomics',
  experience: '3+ years',
  notice_period: 'Immediate',
  salary_expectation: '₹8,00,000',
  reason_for_leaving_prev_job: 'Looking for meaningful work',
  // The ticked CV-consent box and the notice shown under the form, as the page sends them.
  cv_consent: 'true',
  privacy_notice: CURRENT_PRIVACY_NOTICE,
  ...over,
});

export const careerForm = (over: Record<string, string> = {}) => ({
  firstName: 'Vikram',
  lastName: 'Shah',
  email: 'vikram@example.com',
  phone: '9123456780',
  experience: '6month',
  salary: '5 LPA',
  noticePeriod: '2months',
  linkedin: 'https://www.linkedin.com/in/vikram',
  reasonForLeaving: '',
  job_position: 'App Developer',
  cvConsent: 'true',
  privacyNotice: CURRENT_PRIVACY_NOTICE,
  ...over,
});
