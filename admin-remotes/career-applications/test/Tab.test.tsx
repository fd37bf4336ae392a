import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../shared/test/fakeApi';
import CareerApplicationsTab from '../src/Tab';

afterEach(() => vi.unstubAllGlobals());

const application = (id: number, position: string, resume: boolean) => ({
  id,
  first_name: 'Ravi',
  last_name: `Kumar ${id}`,
  email: `ravi${id}@example.com`,
  phone_number: '9876543210',
  job_position: position,
  experience: '1y',
  experience_label: '1 year',
  notice_period: '1m',
  notice_period_label: '1 Month',
  salary_expectation: '6 LPA',
  reason_for_leaving_prev_job: null,
  linkedin: null,
  has_resume: resume,
  resume_url: resume ? `/api/admin/applications/${id}/resume` : null,
  resume_name: resume ? 'cv.pdf' : null,
  source: 'jobs_page',
  created_at: '2025-03-05T09:15:00Z',
});

describe('Career Applications', () => {
  it('filters by position on the server and offers the resume only when there is one', async () => {
    const { calls } = stubFetch({
      'GET /api/admin/applications': (url) => {
        const position = url.searchParams.get('position');
        const all = [
          application(1, 'App Developer', true),
          application(2, 'Jr. Digital Marketing', false),
        ];
        const data = position ? all.filter((a) => a.job_position === position) : all;
        return {
          status: 'success',
          data,
          total: data.length,
          page: 1,
          pages: 1,
          positions: ['App Developer', 'Jr. Digital Marketing'],
        };
      },
      'GET /api/admin/applications/\\d+': () => ({
        status: 'success',
        data: application(1, 'App Developer', true),
      }),
    });
    render(<CareerApplicationsTab />);
    expect(await screen.findByText('Ravi Kumar 1')).toBeTruthy();
    expect(screen.getByTestId('applications-count').textContent).toBe('2 Applications');
    expect(screen.getByRole('button', { name: 'Download resume of Ravi Kumar 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download resume of Ravi Kumar 2' })).toBeNull();
    const select = screen.getByLabelText('Filter by job position') as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual([
      'All Job Positions',
      'App Developer',
      'Jr. Digital Marketing',
    ]);
    fireEvent.change(select, { target: { value: 'Jr. Digital Marketing' } });
    expect(await screen.findByText('1 Application')).toBeTruthy();
    expect(calls.at(-1)!.url.searchParams.get('position')).toBe('Jr. Digital Marketing');
    fireEvent.click(screen.getByRole('button', { name: 'View application of Ravi Kumar 2' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Application Details')).toBeTruthy();
    expect(within(dialog).getByText('Notice Period')).toBeTruthy();
    const send = within(dialog).getByRole('link', { name: 'Send Email' }) as HTMLAnchorElement;
    expect(send.href.startsWith('mailto:ravi')).toBe(true);
  });

  it('says which empty state it is in', async () => {
    stubFetch({
      'GET /api/admin/applications': () => ({
        status: 'success',
        data: [],
        total: 0,
        page: 1,
        pages: 1,
        positions: [],
      }),
    });
    render(<CareerApplicationsTab />);
    expect(await screen.findByText('No applications found.')).toBeTruthy();
    const message = await screen.findByText('No career applications found.');
    expect(message.closest('[data-testid=tab-message]')!.getAttribute('data-tone')).toBe('info');
    fireEvent.change(screen.getByLabelText('Search applications'), { target: { value: 'zzz' } });
    expect(await screen.findByText('No applications match your search "zzz".')).toBeTruthy();
    // The search is a chip; removing it (or Clear Filters) shows the whole list again.
    expect(screen.getByTestId('filter-chip-search').textContent).toContain('Search: "zzz"');
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter Search: "zzz"' }));
    expect(await screen.findByText('No applications found.')).toBeTruthy();
    expect((screen.getByLabelText('Search applications') as HTMLInputElement).value).toBe('');
    expect(screen.queryByTestId('active-filters')).toBeNull();
  });
});
