import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isPlainClick, openTab, tabHref } from '../src/shell';
import { TabLink } from '../src/ui/TabLink';

describe('tabHref', () => {
  it("keeps the panel's path and replaces every parameter with the tab's own", () => {
    expect(
      tabHref('registrations', { session: '12' }, 'https://x.test/admin?tab=sessions&q=a#top'),
    ).toBe('https://x.test/admin?tab=registrations&session=12');
    expect(
      tabHref('jobs', {}, 'https://x.test/jobs-admin?tab=career-applications&view=account'),
    ).toBe('https://x.test/jobs-admin?tab=jobs');
    // A parameter cannot name another tab.
    expect(tabHref('contacts', { tab: 'users' }, 'https://x.test/admin')).toBe(
      'https://x.test/admin?tab=contacts',
    );
  });
});

describe('openTab', () => {
  beforeEach(() => history.replaceState(null, '', '/admin?tab=sessions&view=account'));

  it('adds a history entry with the tab and its parameters, then tells the shell (popstate)', () => {
    const seen: string[] = [];
    const onPop = () => seen.push(location.pathname + location.search);
    addEventListener('popstate', onPop);
    const length = history.length;
    openTab('registrations', { session: '3' });
    removeEventListener('popstate', onPop);
    expect(seen).toEqual(['/admin?tab=registrations&session=3']);
    expect(history.length).toBe(length + 1);
  });
});

describe('TabLink', () => {
  let popped: number;
  const onPop = () => (popped += 1);
  beforeEach(() => {
    popped = 0;
    history.replaceState(null, '', '/admin?tab=sessions');
    addEventListener('popstate', onPop);
  });
  afterEach(() => removeEventListener('popstate', onPop));

  const link = () => {
    render(
      <TabLink tab="registrations" params={{ session: '9' }} aria-label="View registrations for X">
        View registrations
      </TabLink>,
    );
    return screen.getByRole('link', { name: 'View registrations for X' });
  };

  it('is a real link to the tab, whose plain click switches tabs in place', () => {
    const a = link();
    expect(a.getAttribute('href')).toBe(`${location.origin}/admin?tab=registrations&session=9`);
    expect(fireEvent.click(a)).toBe(false); // default (a page load) prevented
    expect(location.search).toBe('?tab=registrations&session=9');
    expect(popped).toBe(1);
  });

  it('leaves a modified or middle click to the browser (a new tab or window)', () => {
    const a = link();
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }])
      expect(fireEvent.click(a, init)).toBe(true);
    expect(location.search).toBe('?tab=sessions');
    expect(popped).toBe(0);
  });

  it('isPlainClick: the main button alone', () => {
    const plain = {
      button: 0,
      metaKey: false,
      ctrlKey: false,
      shiftKey: false,
      altKey: false,
      defaultPrevented: false,
    };
    expect(isPlainClick(plain)).toBe(true);
    expect(isPlainClick({ ...plain, altKey: true })).toBe(false);
    expect(isPlainClick({ ...plain, defaultPrevented: true })).toBe(false);
  });
});
