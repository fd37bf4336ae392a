/**
 * The legal pages as they draw: English exactly as before; a translation in its language, its
 * "Last updated" too, opened by its line that the English (linked) governs.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { privacyPolicy, termsOfService } from '../../content/legal';
import { termsOfServiceHi } from '../../content/legal.hi';
import { privacyPolicyMr } from '../../content/legal.mr';
import { data as termsData } from '../../pages/terms/+data';
import { LegalPage } from './LegalPage';

describe('LegalPage', () => {
  it('in English: the heading, "Last updated" and the intro as before, nothing added', () => {
    const html = renderToStaticMarkup(<LegalPage doc={termsOfService} />);
    expect(html).toContain(
      '<h1>Terms of Service</h1><p>Last updated: <time dateTime="2025-06-02">June 2, 2025</time></p>',
    );
    expect(html).toContain('<div class="prose"><p>These terms apply to your use of this website');
    expect(html).not.toContain('<strong>');
    expect(renderToStaticMarkup(<LegalPage doc={privacyPolicy(null)} />)).toContain(
      '<p>Last updated: <time dateTime="2026-12-01">December 1, 2026</time></p></div></section><article class="section"><div class="container"><div class="prose"><p>This policy explains',
    );
  });

  it('a translation: its words and date, and first the line that the English governs', () => {
    const { doc, lastUpdatedLabel } = termsData({ locale: 'hi' } as never);
    const html = renderToStaticMarkup(<LegalPage doc={doc} lastUpdatedLabel={lastUpdatedLabel} />);
    expect(html).toContain(
      '<h1>सेवा की शर्तें</h1><p>अंतिम अपडेट: <time dateTime="2025-06-02">2 जून 2025</time></p>',
    );
    expect(html).toContain(
      '<div class="prose"><p><strong>यह <a href="/terms">अंग्रेज़ी संस्करण</a> का अनुवाद है।',
    );
    expect(doc).toBe(termsOfServiceHi);
    expect(html).not.toMatch(/Last updated|These terms/);
    const marathi = renderToStaticMarkup(
      <LegalPage doc={privacyPolicyMr(null)} lastUpdatedLabel="अखेरचे अद्यतन" />,
    );
    expect(marathi).toContain('<a href="/privacy-policy">इंग्रजी आवृत्तीचे</a>');
  });
});
