import { ApiRequestError, docText } from '@kavach/admin-shared';
import { describe, expect, it } from 'vitest';
import {
  countText,
  docOfPlainText,
  draftProblems,
  fieldProblems,
  lastChangeText,
  progressMoving,
  progressText,
  sendConfirmText,
  textOf,
} from '../src/rules';

const progress = (recipients: number, sent: number, failed = 0, skipped = 0) => ({
  recipients,
  sent,
  failed,
  skipped,
  queued: recipients - sent - failed - skipped,
});

describe('newsletter texts', () => {
  it('says the progress of a send; a draft has none', () => {
    expect(progressText({ status: 'sending', progress: progress(300, 120, 2, 1) })).toBe(
      'Sent 120 of 300 · 2 failed · 1 skipped',
    );
    expect(progressText({ status: 'sent', progress: progress(3, 3) })).toBe('Sent 3 of 3');
    expect(progressText({ status: 'sending', progress: progress(1500, 0, 0, 4) })).toBe(
      'Sent 0 of 1,500 · 4 skipped',
    );
    expect(progressText({ status: 'draft', progress: progress(0, 0) })).toBe('—');
  });

  it('reads the progress again while mails are being queued or still wait in the outbox', () => {
    expect(progressMoving({ status: 'sending', progress: progress(3, 0) })).toBe(true);
    // Every mail queued, none delivered yet: the list must not stop at "Sent 0 of 3".
    expect(progressMoving({ status: 'sent', progress: progress(3, 0) })).toBe(true);
    expect(progressMoving({ status: 'sent', progress: progress(3, 2, 1) })).toBe(false);
    expect(progressMoving({ status: 'sent', progress: progress(3, 2, 0, 1) })).toBe(false);
    expect(progressMoving({ status: 'draft', progress: progress(0, 0) })).toBe(false);
  });

  it('counts characters against the limit', () => {
    expect(countText(12, 150)).toBe('12/150');
    expect(countText(0, 20_000)).toBe('0/20,000');
    expect(countText(12_345, 20_000)).toBe('12,345/20,000');
  });

  it('names the number of subscribers in the confirmation', () => {
    expect(sendConfirmText('March news', 300)).toBe(
      'Send “March news” to 300 confirmed subscribers? This cannot be undone.',
    );
    expect(sendConfirmText('March news', 1)).toBe(
      'Send “March news” to 1 confirmed subscriber? This cannot be undone.',
    );
  });

  it('says when and by whom a newsletter last changed (India time)', () => {
    expect(lastChangeText({ updated_at: '2025-03-05T09:00:00Z', updated_by: 'asha' })).toBe(
      '5 Mar 2025, 2:30 pm by asha',
    );
  });

  it('requires a subject and a body in English, and in Hindi or Marathi once either has words; trims the subject only', () => {
    const empty = { type: 'doc', content: [{ type: 'paragraph' }] };
    const none = { subject: '', doc: null };
    const text = docOfPlainText('Text');
    expect(draftProblems({ en: { subject: '  ', doc: empty }, hi: none, mr: none })).toEqual({
      en: { subject: 'Subject is required.', body: 'Body is required.' },
    });
    // A Hindi subject without its body is refused for Hindi; an empty Marathi is no version.
    expect(
      draftProblems({
        en: { subject: 'Hi', doc: text },
        hi: { subject: 'नमस्ते', doc: empty },
        mr: none,
      }),
    ).toEqual({ hi: { body: 'Body is required.' } });
    expect(draftProblems({ en: { subject: 'Hi', doc: text }, hi: none, mr: none })).toEqual({});
    expect(textOf({ subject: '  Hi  ', doc: text })).toEqual({ subject: 'Hi', doc: text });
  });

  it('reads the API’s words for a version’s field as that language’s', () => {
    const refusal = new ApiRequestError(400, 'Body is required.', {
      subject: 'Subject is too long.',
      'translations.mr.body': 'Body is required.',
    });
    expect(fieldProblems(refusal)).toEqual({
      en: { subject: 'Subject is too long.' },
      mr: { body: 'Body is required.' },
    });
  });

  it('counts the body as the API does: blocks apart by a blank line, list items by a line break', () => {
    const p = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
    const doc = {
      type: 'doc',
      content: [
        { type: 'heading', content: [{ type: 'text', text: 'News' }] },
        {
          type: 'bulletList',
          content: [
            { type: 'listItem', content: [p('a')] },
            { type: 'listItem', content: [p('b')] },
          ],
        },
        { type: 'paragraph' },
      ],
    };
    expect(docText(doc)).toBe('News\n\na\nb');
  });

  it('opens a plain-text newsletter as paragraphs, its line breaks kept and an address a link', () => {
    expect(docOfPlainText('One\nline two\n\n  \n\nhttps://kavach.example/x')).toEqual({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'One' },
            { type: 'hardBreak' },
            { type: 'text', text: 'line two' },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'https://kavach.example/x',
              marks: [{ type: 'link', attrs: { href: 'https://kavach.example/x' } }],
            },
          ],
        },
      ],
    });
  });
});
