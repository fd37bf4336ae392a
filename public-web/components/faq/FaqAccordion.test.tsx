import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LiveFaq } from '../../content/types';
import { FaqAccordion } from './FaqAccordion';

const LABELS = { viewMore: 'View More', viewLess: 'View Less', empty: 'No FAQs available.' };

const items = (n: number): LiveFaq[] =>
  Array.from({ length: n }, (_, i) => ({
    slug: `q${i + 1}`,
    question: `Q${i + 1}`,
    answerHtml: `<p>A${i + 1}</p>`,
  }));
const questions = () =>
  screen
    .getAllByRole('button', { expanded: undefined })
    .filter((b) => b.hasAttribute('aria-expanded'));
const q = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}\\b`) });
const more = () => screen.getByRole('button', { name: /View (More|Less)/ });
const openOnes = () =>
  questions()
    .filter((b) => b.getAttribute('aria-expanded') === 'true')
    .map((b) => b.textContent?.replace(/[+×]$/, ''));

describe('FaqAccordion (resources): one open at a time', () => {
  it('opens, switches and closes; + when closed, × when open', () => {
    render(<FaqAccordion items={items(8)} variant="hrc" labels={LABELS} />);
    fireEvent.click(q('Q1'));
    expect(openOnes()).toEqual(['Q1']);
    expect(within(q('Q1')).getByText('×')).toBeTruthy();
    expect(screen.getByText('A1').closest('[role=region]')?.hasAttribute('hidden')).toBe(false);
    fireEvent.click(q('Q2'));
    expect(openOnes()).toEqual(['Q2']);
    expect(within(q('Q1')).getByText('+')).toBeTruthy();
    fireEvent.click(q('Q2'));
    expect(openOnes()).toEqual([]);
  });

  it('shows "No FAQs available." when empty', () => {
    render(<FaqAccordion items={[]} variant="hrc" labels={LABELS} />);
    expect(screen.getByText('No FAQs available.')).toBeTruthy();
  });
});

describe('FaqAccordion HrC: View More adds 5; all shown → View Less back to 5 (open item kept)', () => {
  it('30 items', () => {
    render(<FaqAccordion items={items(30)} variant="hrc" labels={LABELS} />);
    expect(questions()).toHaveLength(5);
    fireEvent.click(q('Q3'));
    for (const expected of [10, 15, 20, 25, 30]) {
      expect(more().textContent).toBe('View More');
      fireEvent.click(more());
      expect(questions()).toHaveLength(expected);
    }
    expect(more().textContent).toBe('View Less');
    fireEvent.click(more());
    expect(questions()).toHaveLength(5);
    expect(more().textContent).toBe('View More');
    expect(openOnes()).toEqual(['Q3']);
  });

  it('an open item beyond the first five stays selected after View Less', () => {
    render(<FaqAccordion items={items(12)} variant="hrc" labels={LABELS} />);
    fireEvent.click(more());
    fireEvent.click(q('Q8'));
    fireEvent.click(more()); // 15 ≥ 12 → all shown
    expect(more().textContent).toBe('View Less');
    fireEvent.click(more());
    expect(questions()).toHaveLength(5);
    fireEvent.click(more());
    expect(openOnes()).toEqual(['Q8']);
  });
});

describe('FaqAccordion B3: View More adds 5 capped; View Less back to 5 and closes the open item', () => {
  it('18 items', () => {
    render(<FaqAccordion items={items(18)} variant="b3" labels={LABELS} />);
    for (const expected of [10, 15, 18]) {
      fireEvent.click(more());
      expect(questions()).toHaveLength(expected);
    }
    fireEvent.click(q('Q2'));
    expect(more().textContent).toBe('View Less');
    fireEvent.click(more());
    expect(questions()).toHaveLength(5);
    expect(openOnes()).toEqual([]);
  });
});

describe('a linked question (#question-{slug}: a shared link, the panel’s preview)', () => {
  it('opens beyond the first five: the pages up to it show, it is open and scrolled to', async () => {
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    window.location.hash = '#question-q12';
    try {
      render(<FaqAccordion items={items(14)} variant="b3" labels={LABELS} />);
      expect(openOnes()).toEqual(['Q12']);
      expect(questions()).toHaveLength(14);
      expect(document.getElementById('question-q12')?.tagName).toBe('LI');
    } finally {
      window.location.hash = '';
    }
    // The accordion scrolls on the next frame, once the answer is open.
    await new Promise((frame) => requestAnimationFrame(frame));
    expect(scrolled).toEqual(['question-q12']);
  });

  it('an address naming no question of the list changes nothing', () => {
    window.location.hash = '#question-elsewhere';
    try {
      render(<FaqAccordion items={items(8)} variant="hrc" labels={LABELS} />);
      expect(openOnes()).toEqual([]);
      expect(questions()).toHaveLength(5);
    } finally {
      window.location.hash = '';
    }
  });
});
