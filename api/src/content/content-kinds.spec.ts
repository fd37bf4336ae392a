import { checkContent, displayDate } from './content-fields';
import { CONTENT_KINDS } from './content-kinds';
import { KINDS_WITH_PAGES } from './content.kind';

describe('content kinds', () => {
  it('names the fields articles share alike: a cover `image` and a `description`', () => {
    expect(KINDS_WITH_PAGES).toEqual(expect.arrayContaining(['blog', 'news']));
    for (const kind of KINDS_WITH_PAGES) {
      expect(CONTENT_KINDS[kind].fields).toMatchObject({
        image: { type: 'image' },
        description: { type: 'text' },
      });
    }
  });

  it('shows each kind’s date as the site showed it', () => {
    expect(displayDate('news', '2024-10-12')).toBe('October 12, 2024');
    expect(displayDate('blog', '2023-10-15')).toBe('Oct 15, 2023');
    expect(displayDate('publication', '2022-03-15')).toBe('March 2022');
    expect(displayDate('faq', '2022-03-15')).toBeNull();
  });

  it('checks lists of lines, choices and addresses by the kind’s declaration', () => {
    const study = (fields: object) =>
      checkContent('case_study', { fields: { subtitle: 'S', highlight: 'H', ...fields } });
    expect(study({ points: [' One ', '', 'Two'] })).toEqual({
      ok: {
        fields: { subtitle: 'S', highlight: 'H', points: ['One', 'Two'] },
        dated: null,
        body: null,
        socialImage: null,
      },
    });
    expect(study({ points: [] })).toEqual({
      problems: { 'fields.points': 'Points: add at least one.' },
    });
    expect(study({ points: 'One' })).toEqual({
      problems: { 'fields.points': 'Points must be a list of lines of text.' },
    });
    expect(study({ points: Array(21).fill('x') })).toEqual({
      problems: { 'fields.points': 'Points: at most 20.' },
    });
    const video = checkContent('video', {
      fields: { url: 'ftp://x.example/v', image: '/images/../secret', source: 7 },
    });
    expect(video).toEqual({
      problems: {
        'fields.url': 'Address of the video must be an address starting with https:// or http://.',
        'fields.image': 'Image must be an uploaded image or a path under /images/.',
        'fields.source': 'Channel must be text.',
      },
    });
    expect(
      checkContent('case_study', {
        fields: { subtitle: 'S', highlight: 'H', points: ['x'] },
        body: { type: 'doc' },
      }),
    ).toEqual({
      problems: { body: 'A case study has no body.' },
    });
    // Every kind's required fields are named in its declaration's words.
    for (const [name, kind] of Object.entries(CONTENT_KINDS)) {
      const result = checkContent(name as keyof typeof CONTENT_KINDS, { fields: {} });
      const required = Object.entries(kind.fields).filter(
        ([, f]) => f.type === 'choice' || ('required' in f && f.required),
      );
      expect(
        'problems' in result &&
          Object.keys(result.problems)
            .filter((k) => k.startsWith('fields.'))
            .sort(),
      ).toEqual(required.map(([key]) => `fields.${key}`).sort());
    }
  });
});
