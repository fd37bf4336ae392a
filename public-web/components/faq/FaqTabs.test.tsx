import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FaqTabs } from './FaqTabs';

const tabs = {
  aob: {
    label: 'AoB',
    items: [
      { slug: 'what-is-aob', question: 'What is AoB?', answerHtml: null },
      { slug: 'who-should-take-aob', question: 'Who should take AoB?', answerHtml: null },
    ],
  },
  hrc: {
    label: 'HrC',
    items: [
      { slug: 'h1', question: 'H1', answerHtml: '<p>a1</p>' },
      { slug: 'h2', question: 'H2', answerHtml: '<p>a2</p>' },
      { slug: 'h3', question: 'H3', answerHtml: '<p>a3</p>' },
    ],
  },
};
const expanded = () =>
  screen.queryAllByRole('button').filter((b) => b.getAttribute('aria-expanded') === 'true');

describe('FaqTabs (/faqs)', () => {
  it('HrC is the default tab', () => {
    render(<FaqTabs tabs={tabs} label="Test" emptyText="No FAQs available." />);
    expect(screen.getByRole('tab', { name: 'HrC' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('H1')).toBeTruthy();
  });

  it('several items open at once; toggling closes one; switching tabs closes all', () => {
    render(<FaqTabs tabs={tabs} label="Test" emptyText="No FAQs available." />);
    fireEvent.click(screen.getByRole('button', { name: /H1/ }));
    fireEvent.click(screen.getByRole('button', { name: /H3/ }));
    expect(expanded()).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: /H1/ }));
    expect(expanded()).toHaveLength(1);
    fireEvent.click(screen.getByRole('tab', { name: 'AoB' }));
    expect(expanded()).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: /What is AoB/ }));
    expect(
      screen.getByText('Answer for: What is AoB?').closest('[role=region]')?.hasAttribute('hidden'),
    ).toBe(false);
    fireEvent.click(screen.getByRole('tab', { name: 'HrC' }));
    expect(expanded()).toHaveLength(0);
  });

  it('arrow keys move between tabs (and clear the open items)', () => {
    render(<FaqTabs tabs={tabs} label="Test" emptyText="No FAQs available." />);
    fireEvent.click(screen.getByRole('button', { name: /H2/ }));
    fireEvent.keyDown(screen.getByRole('tab', { name: 'HrC' }), { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'AoB' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'AoB' }));
    expect(expanded()).toHaveLength(0);
  });

  it('"No FAQs available." when the tab has no items', () => {
    render(
      <FaqTabs
        tabs={{ ...tabs, hrc: { label: 'HrC', items: [] } }}
        label="Test"
        emptyText="No FAQs available."
      />,
    );
    expect(screen.getByText('No FAQs available.')).toBeTruthy();
  });

  it("renders the answer's HTML, and a question without one as the placeholder text", () => {
    const list = '<p>Not if:</p><ul><li><p>pregnant</p></li></ul>';
    const { container } = render(
      <FaqTabs
        tabs={{
          aob: { label: 'AoB', items: [{ slug: 'a', question: 'A?', answerHtml: null }] },
          hrc: { label: 'HrC', items: [{ slug: 'h', question: 'H?', answerHtml: list }] },
        }}
        label="Test"
        emptyText="No FAQs available."
      />,
    );
    expect(container.querySelector('[role=region] ul li')?.textContent).toBe('pregnant');
    fireEvent.click(screen.getByRole('tab', { name: 'AoB' }));
    expect(container.querySelector('[role=region]')?.innerHTML).toBe('<p>Answer for: A?</p>');
  });
});
