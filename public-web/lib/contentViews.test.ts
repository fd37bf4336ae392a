import { describe, expect, it } from 'vitest';
import { contentView } from './contentViewFor.testing';
import { englishNotice, indexedArticles } from './liveArticles';
import {
  answerTextOf,
  articleOf,
  articleShareOf,
  caseStudyOf,
  faqJsonLdItems,
  faqsOf,
  mediaItemOf,
  peopleOf,
  publicationOf,
  type ContentView,
} from './publicApi';
import { faqPageJsonLd } from './structuredData';

/** Answers as the bundle wrote them: lines, '- ' lines as a list, quotes and ampersands. */
const FAQS = [
  { question: 'What is HrC?', answer: "A score of your family's history & lifestyle." },
  {
    question: 'Who should take it?',
    answer: 'Anyone over 30:\n- with a family history\n- who smokes',
  },
  { question: 'Is it free?', answer: 'Yes.' },
];

describe('FAQ views', () => {
  const list =
    '<p>Do not take it if:</p><ul><li><p>You are pregnant</p></li><li><p>You had &amp; &#39;x&#39;</p></li></ul>';

  it('one section, in order; the answer is the HTML, none when there is no body', () => {
    const views = [
      contentView('faq', { section: 'aob' }, { slug: 'a', title: 'A?' }),
      contentView('faq', { section: 'hrc' }, { slug: 'h1', title: 'H1?', html: '<p>One</p>' }),
      contentView('faq', { section: 'hrc' }, { slug: 'h2', title: 'H2?', html: list }),
    ];
    expect(faqsOf(views, 'hrc')).toEqual([
      { slug: 'h1', question: 'H1?', answerHtml: '<p>One</p>' },
      { slug: 'h2', question: 'H2?', answerHtml: list },
    ]);
    expect(faqsOf(views, 'aob')).toEqual([{ slug: 'a', question: 'A?', answerHtml: null }]);
  });

  it("the JSON-LD text: one line per paragraph, '- ' per item, entities read, link hints left out", () => {
    expect(answerTextOf(list)).toBe("Do not take it if:\n- You are pregnant\n- You had & 'x'");
    expect(
      answerTextOf(
        '<p>See <a href="https://x.example" target="_blank" rel="noopener noreferrer">the site<span class="visually-hidden"> (opens in a new tab)</span></a>.</p>',
      ),
    ).toBe('See the site.');
  });

  it('FAQPage JSON-LD from the API HTML equals the one the bundle gave', () => {
    // The migration's rich text of a bundled answer: paragraphs, '- ' lines as a list.
    const html = (answer: string) => {
      const out: string[] = [];
      for (const line of answer.split('\n')) {
        const item = line.startsWith('- ');
        const p = `<p>${line.replace(/^- /, '').replace(/&/g, '&amp;').replace(/'/g, '&#39;')}</p>`;
        out.push(item ? `<li>${p}</li>` : p);
      }
      return out.join('').replace(/((<li>.*?<\/li>)+)/g, '<ul>$1</ul>');
    };
    const live = FAQS.map((f, i) => ({
      slug: `h${i}`,
      question: f.question,
      answerHtml: html(f.answer),
    }));
    expect(faqPageJsonLd(faqJsonLdItems(live))).toEqual(faqPageJsonLd(FAQS));
  });
});

describe('the other kinds as the components show them', () => {
  it('a publication, a press release or video (no outlet, no date), a case study, leaders by group', () => {
    const f = { icon: '/i.svg', category: 'C', subtitle: 'S', authors: 'A', journal: 'J' };
    expect(
      publicationOf(
        contentView(
          'publication',
          { ...f, doi: '10.5555/x', doiUrl: 'https://d.example', url: 'https://u.example' },
          { date: 'March 2022', iso_date: '2022-03-15' },
        ),
      ),
    ).toEqual({
      ...f,
      title: 'T',
      date: 'March 2022',
      isoDate: '2022-03-15',
      doi: '10.5555/x',
      doiUrl: 'https://d.example',
      url: 'https://u.example',
    });
    expect(
      mediaItemOf(
        contentView('video', { url: 'https://v.example', image: '/v.svg', source: null }),
      ),
    ).toEqual({ title: 'T', url: 'https://v.example', image: '/v.svg' });
    expect(
      caseStudyOf(contentView('case_study', { subtitle: 'S', points: ['a', 'b'], highlight: 'H' })),
    ).toEqual({ title: 'T', subtitle: 'S', points: ['a', 'b'], highlight: 'H' });
    const leaders = [
      contentView(
        'leader',
        { group: 'management', description: 'MD', image: null, fullBio: ['b'] },
        { title: 'M' },
      ),
      contentView(
        'leader',
        { group: 'board', description: 'D', image: '/b.jpg', fullBio: [] },
        { title: 'B' },
      ),
    ];
    expect(peopleOf(leaders, 'management')).toEqual([
      { name: 'M', description: 'MD', image: '', fullBio: ['b'] },
    ]);
    expect(peopleOf(leaders, 'board')).toEqual([
      { name: 'B', description: 'D', image: '/b.jpg', fullBio: [] },
    ]);
  });
});

describe('an article’s share card', () => {
  const uploaded = '/api/content-images/a-1440.webp';
  const images = {
    [uploaded]: { url: uploaded, alt: 'The Pune centre', width: 1440, height: 810, srcset: '' },
  };

  it('is its cover unless it has a social image, with the uploaded image’s alt text and size', () => {
    const cover = contentView(
      'news',
      { image: uploaded, description: '' },
      { title: 'Pune', iso_date: '2026-11-20', images },
    );
    expect(articleShareOf(cover)).toEqual({
      image: uploaded,
      alt: 'The Pune centre',
      width: 1440,
      height: 810,
      published: '2026-11-20',
    });
    const own = contentView(
      'news',
      { image: uploaded, description: '' },
      { title: 'Pune', social_image: '/images/share.jpg' },
    );
    // A site image has no size the API knows, and its alt text is the article's title.
    expect(articleShareOf(own)).toEqual({ image: '/images/share.jpg', alt: 'Pune' });
  });
});

describe("an item's language on a Hindi or Marathi page", () => {
  const faqs = [
    contentView('faq', { section: 'hrc' }, { slug: 'h1', title: 'HrC क्या है?', language: 'hi' }),
    contentView('faq', { section: 'hrc' }, { slug: 'h2', title: 'Who should take it?' }),
  ];
  const langs = (items: readonly { lang?: string }[]) => items.map((item) => item.lang);

  it('each kind marks the language of its words: the page’s where translated, else English', () => {
    expect(langs(faqsOf(faqs, 'hrc', 'hi'))).toEqual(['hi', 'en']);
    const leader = (language: 'en' | 'mr') =>
      contentView(
        'leader',
        { group: 'board', description: 'D', image: null, fullBio: [] },
        { language },
      );
    expect(langs(peopleOf([leader('mr'), leader('en')], 'board', 'mr'))).toEqual(['mr', 'en']);
    const news = contentView('news', { image: '/n.svg', description: 'D' }, { language: 'hi' });
    expect(articleOf(news, 'hi').lang).toBe('hi');
    expect(langs(indexedArticles([news], 'hi').map((entry) => entry.article))).toEqual(['hi']);
    const f = { icon: '', category: '', subtitle: '', authors: '', journal: '', doi: '' };
    const paper = contentView('publication', { ...f, doiUrl: '', url: '' }, { language: 'mr' });
    expect(publicationOf(paper, 'mr').lang).toBe('mr');
    const video = contentView('video', { url: 'https://v.example', image: '', source: null });
    expect(mediaItemOf(video, 'hi').lang).toBe('en');
    const story = contentView('case_study', { subtitle: '', points: [], highlight: '' });
    expect(caseStudyOf(story, 'mr').lang).toBe('en');
  });

  it('an English page marks nothing: its items are as they were', () => {
    for (const faq of faqsOf(faqs, 'hrc', 'en')) expect(faq).not.toHaveProperty('lang');
    const news = contentView('news', { image: '/n.svg', description: 'D' });
    expect(articleOf(news, 'en')).not.toHaveProperty('lang');
    expect(articleOf(news)).not.toHaveProperty('lang');
  });

  it('an item read in another language than the page’s, or naming none, is English', () => {
    const other = contentView('faq', { section: 'b3' }, { language: 'mr' });
    expect(faqsOf([other], 'b3', 'hi')[0].lang).toBe('en');
    // An API from before translations sends no language: its items are English.
    const { language: _, ...unnamed } = contentView('faq', { section: 'b3' });
    expect(faqsOf([unnamed as ContentView<'faq'>], 'b3', 'mr')[0].lang).toBe('en');
  });

  it('one line above a list with an item in English, in the page’s language; none otherwise', () => {
    expect(englishNotice('hi', faqsOf(faqs, 'hrc', 'hi'), 'list')).toEqual({
      languageNotice: {
        text: 'इनमें से कुछ अभी हिन्दी में उपलब्ध नहीं हैं, इसलिए उन्हें अंग्रेज़ी में दिखाया गया है।',
        lang: 'hi',
      },
    });
    expect(englishNotice('hi', faqsOf(faqs.slice(0, 1), 'hrc', 'hi'), 'list')).toEqual({});
    expect(englishNotice('en', faqsOf(faqs, 'hrc', 'en'), 'list')).toEqual({});
    expect(englishNotice('mr', [], 'list')).toEqual({});
  });

  it('above an article in English: the article’s own line', () => {
    const post = contentView('blog', { image: '', description: '', url: null });
    expect(englishNotice('mr', [articleOf(post, 'mr')], 'article').languageNotice).toEqual({
      text: 'हा लेख अद्याप मराठीत उपलब्ध नाही, म्हणून तो इंग्रजीत दाखवला आहे.',
      lang: 'mr',
    });
    const translated = contentView(
      'blog',
      { image: '', description: '', url: null },
      { language: 'mr' },
    );
    expect(englishNotice('mr', [articleOf(translated, 'mr')], 'article')).toEqual({});
  });
});
