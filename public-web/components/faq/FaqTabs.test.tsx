import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FaqTabs } from './FaqTabs';

const tabs = {
  aob: {
    label: 'AoB',
    items: [{ question: 'What is AoB?' }, { question: 'Who should take AoB?' }],
  },
  hrc: {
    label: 'HrC',
    items: [
      { question: 'H1', answer: 'a1' },
      { question: 'H2', answer: 'a2' },
      { question: 'H3', answer: 'a3' },
    ],
  },
};
const expanded = () =>
  screen.queryAllByRole('button').filter((b) => b.getAttribute('aria-expanded') === 'true');

describe('FaqTabs (/faqs)', () => {
  it('HrC is the default tab', () => {
    render(<FaqTabs tabs={tabs} />);
    expect(screen.getByRole('tab', { name: 'HrC' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('H1')).toBeTruthy();
  });

  it('several items open at once; toggling closes one; switching tabs closes all', () => {
    render(<FaqTabs tabs={tabs} />);
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
    render(<FaqTabs tabs={tabs} />);
    fireEvent.click(screen.getByRole('button', { name: /H2/ }));
    fireEvent.keyDown(screen.getByRole('tab', { name: 'HrC' }), { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'AoB' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'AoB' }));
    expect(expanded()).toHaveLength(0);
  });

  it('"No FAQs available." when the tab has no items', () => {
    render(<FaqTabs tabs={{ ...tabs, hrc: { label: 'HrC', items: [] } }} />);
    expect(screen.getByText('No FAQs available.')).toBeTruthy();
  });
});
