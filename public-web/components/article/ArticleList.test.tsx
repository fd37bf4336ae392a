import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { contentView } from '../../lib/contentViewFor.testing';
import { indexedArticles } from '../../lib/liveArticles';
import { ArticleList } from './ArticleList';

vi.mock('vike-react/usePageContext', () => ({
  usePageContext: () => ({ urlPathname: '/events' }),
}));

describe('a kind’s standard list page', () => {
  it('draws its heading, its introduction and a card per item linked to its page', () => {
    const views = ['Screening camp in Thane', 'Survivors’ meet-up'].map((title, index) =>
      contentView(
        'news',
        { image: '/images/news-1.svg', description: `About ${title}` },
        { index, title, date: 'December 12, 2026', iso_date: '2026-12-12' },
      ),
    );
    const items = indexedArticles(views).map((entry) => ({
      ...entry,
      href: `/events/${entry.index}`,
    }));
    render(
      <ArticleList
        heading="Events"
        intro="Screening camps and talks."
        plural="events"
        items={items}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Events' })).toBeTruthy();
    expect(screen.getByText('Screening camps and talks.')).toBeTruthy();
    const list = screen.getByRole('region', { name: 'All events' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(
      within(cards[1]).getByRole('link', { name: 'Survivors’ meet-up' }).getAttribute('href'),
    ).toBe('/events/1');
    expect(within(cards[0]).getByText('About Screening camp in Thane')).toBeTruthy();
    expect(within(cards[0]).getByText('December 12, 2026')).toBeTruthy();
  });
});
