import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InlineText } from './InlineText';

const html = (text: string) =>
  render(
    <p>
      <InlineText text={text} />
    </p>,
  ).container.innerHTML;

describe('InlineText', () => {
  it('renders bold, italic and links', () => {
    expect(html('a **b** *c* [d](https://x.example)')).toBe(
      '<p>a <strong>b</strong> <em>c</em> <a href="https://x.example" target="_blank" rel="noopener noreferrer">d<span class="visually-hidden"> (opens in a new tab)</span></a></p>',
    );
  });
  it('keeps HTML as text', () => {
    expect(html('<img src=x onerror=alert(1)>')).toBe('<p>&lt;img src=x onerror=alert(1)&gt;</p>');
  });
  it('does not link javascript: URLs', () => {
    expect(html('[x](javascript:alert(1))')).not.toContain('<a');
  });
  it('links site paths without a new tab', () => {
    expect(html('[Contact](/contact-us)')).toBe('<p><a href="/contact-us">Contact</a></p>');
  });
});
