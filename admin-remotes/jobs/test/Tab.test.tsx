import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../shared/test/fakeApi';
import JobsTab from '../src/Tab';

afterEach(() => vi.unstubAllGlobals());

const job = (id: number, status = 'active') => ({
  id,
  title: `Job ${id}`,
  company: 'Kavach Genomics',
  department: 'Technology',
  location: 'Pune',
  type: 'Full-Time',
  mode: 'Remote',
  description: 'd'.repeat(200),
  requirements: '',
  responsibilities: '',
  salary_range: '₹6L – ₹9L',
  status,
  posted_date: '2025-03-05',
  application_deadline: null,
  created_at: '2025-03-05T00:00:00Z',
  updated_at: '2025-03-05T00:00:00Z',
});

describe('Jobs Manager', () => {
  it('pages on the server, and a status filter goes back to page 1', async () => {
    const { calls } = stubFetch({
      'GET /api/admin/jobs': (url) => {
        const page = Number(url.searchParams.get('page'));
        return { status: 'success', data: [job(page)], page, pages: 3, total: 21 };
      },
    });
    render(<JobsTab />);
    expect(await screen.findByText('Job 1')).toBeTruthy();
    expect(screen.getByTestId('pager-status').textContent).toBe('1 of 3');
    expect(screen.getByTestId('job-description').textContent).toBe('d'.repeat(150) + '...');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Job 2')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Filter by status'), { target: { value: 'draft' } });
    expect(await screen.findByText('Job 1')).toBeTruthy();
    const last = calls.filter((c) => c.url.pathname === '/api/admin/jobs').at(-1)!.url;
    expect(Object.fromEntries(last.searchParams)).toEqual({
      page: '1',
      limit: '10',
      status: 'draft',
    });
  });

  it("says 'No job postings found' in the neutral style and hides the pager with one page", async () => {
    stubFetch({
      'GET /api/admin/jobs': () => ({
        status: 'success',
        data: [],
        page: 1,
        pages: 1,
        total: 0,
      }),
    });
    render(<JobsTab />);
    expect(await screen.findByText('No job postings found')).toBeTruthy();
    const message = await screen.findByText('No job postings found.');
    expect(message.closest('[data-testid=tab-message]')!.getAttribute('data-tone')).toBe('info');
    expect(screen.queryByTestId('pager-status')).toBeNull();
  });

  it('refuses to create without title and location; a server failure is red inside the modal', async () => {
    // antd's TextArea measures itself; jsdom has no ResizeObserver.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    stubFetch({
      'GET /api/admin/jobs': () => ({
        status: 'success',
        data: [job(1, 'draft')],
        page: 1,
        pages: 1,
        total: 1,
      }),
      'POST /api/admin/jobs': () =>
        Response.json(
          { statusCode: 400, error: 'Bad Request', message: 'Title is too long.' },
          { status: 400 },
        ),
    });
    render(<JobsTab />);
    const card = await screen.findByTestId('job-card');
    expect(within(card).getByRole('button', { name: 'Activate' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add New Job' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Add New Job Posting')).toBeTruthy();
    expect((within(dialog).getByLabelText('Company') as HTMLInputElement).value).toBe(
      'Kavach Genomics',
    );
    (within(dialog).getByLabelText('Company') as HTMLInputElement).focus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Job' }));
    expect(await within(dialog).findByText('Title is required.')).toBeTruthy();
    expect(within(dialog).getByText('Location is required.')).toBeTruthy();
    // The focus moves to the first wrong field, which the text under it describes.
    const title = within(dialog).getByLabelText('Job Title *');
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(title.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Title is required.',
    );
    fireEvent.change(title, { target: { value: 'App Developer' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Job' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByLabelText('Location *')),
    );
    expect(title.getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Location *'), { target: { value: 'Pune' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Job' }));
    await waitFor(() =>
      expect(within(dialog).getByTestId('form-problem').textContent).toContain(
        'Error saving job: Title is too long.',
      ),
    );
  });
});
