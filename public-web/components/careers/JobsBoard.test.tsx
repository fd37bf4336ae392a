import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicJobView } from '../../lib/publicApi';
import { sentRequest } from '../../test/sentRequest';
import { careersTextsIn } from '../../i18n/pageTexts.testing';
import { JobsBoard } from './JobsBoard';

// The real widget loads ALTCHA from the API; here a button stands in for a solved captcha.
vi.mock('../forms/CaptchaWidget', () => ({
  CaptchaWidget: ({ onChange }: { onChange: (v: string) => void }) => (
    <button type="button" onClick={() => onChange('captcha-payload')}>
      solve captcha
    </button>
  ),
}));
vi.mock('vike-react/usePageContext', () => ({
  usePageContext: () => ({ urlPathname: '/about-us/careers' }),
}));

const job = (id: number, title: string, posted: string): PublicJobView => ({
  id,
  company: 'Kavach Genomics',
  title,
  type: 'Full-Time',
  mode: 'Hybrid',
  location: 'Mumbai',
  posted_date: posted,
  description: 'x'.repeat(140),
  requirements: 'One\nTwo',
  responsibilities: 'Build\nTest',
  salary_range: '₹6L',
  url: `/about-us/careers/${title.toLowerCase().replace(/[^a-z]+/g, '-')}-${id}`,
});

const T = careersTextsIn('en');

const jobs = [job(1, 'Jr. Digital Marketing', '2025-06-29'), job(2, 'App Developer', '2025-05-01')];

beforeEach(() => {
  window.HTMLElement.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('JobsBoard', () => {
  it('lists openings with a 100-character preview and the posted-ago text', () => {
    render(<JobsBoard jobs={jobs} today="2025-06-30" texts={T} />);
    expect(screen.getAllByTestId('job-card')).toHaveLength(2);
    expect(screen.getAllByTestId('job-preview')[0]!.textContent).toBe('x'.repeat(100) + '...');
    expect(screen.getByText('1 day ago')).toBeTruthy();
    expect(screen.getByText('2 months ago')).toBeTruthy();
    // Each title links to its opening's own address, not to its place in the list.
    expect(screen.getByRole('link', { name: 'App Developer' }).getAttribute('href')).toBe(
      '/about-us/careers/app-developer-2',
    );
  });

  it("shows 'No Open Positions' for an empty list", () => {
    render(<JobsBoard jobs={[]} today="2025-06-30" texts={T} />);
    expect(screen.getByRole('heading', { name: 'No Open Positions' })).toBeTruthy();
  });

  it('offers to try again when the list could not be loaded, and shows it once it loads', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ status: 'success', data: jobs }), { status: 200 }),
    );
    render(<JobsBoard jobs={null} today="2025-06-30" texts={T} />);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByTestId('job-card')).toHaveLength(2));
  });

  it('Apply now → application view with the position prefilled; Back to jobs → the list', () => {
    render(<JobsBoard jobs={jobs} today="2025-06-30" texts={T} />);
    fireEvent.click(screen.getAllByRole('button', { name: 'Apply now' })[1]!);
    expect(screen.getByRole('heading', { name: 'Apply for App Developer' })).toBeTruthy();
    expect((screen.getByLabelText(/Job Position/) as HTMLInputElement).value).toBe(
      'App Developer - Kavach Genomics',
    );
    fireEvent.click(screen.getByRole('button', { name: /Back to jobs/ }));
    expect(screen.getAllByTestId('job-card')).toHaveLength(2);
  });

  it('the application form: summary on errors, then a confirmation in place of the form; "Send another application" brings back an empty one', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        new Response(
          JSON.stringify({ status: 'success', message: 'Application submitted successfully!' }),
          { status: 201 },
        ),
      );
    render(<JobsBoard jobs={jobs} today="2025-06-30" texts={T} />);
    fireEvent.click(screen.getAllByRole('button', { name: 'Apply now' })[0]!);
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(screen.getByTestId('application-message').textContent).toBe(
      'Please fix the errors in the form.',
    );
    expect(screen.getByText('First Name is required.')).toBeTruthy();
    expect(
      screen.getByText('Please agree to the processing of your CV and details to apply.'),
    ).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    const set = (label: RegExp, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    set(/First Name/, 'Asha');
    set(/Last Name/, 'Rao');
    set(/^Email/, 'asha@example.in');
    set(/Phone Number/, '9876543210');
    set(/Experience/, '1 year');
    set(/Notice Period/, 'Immediate');
    set(/Salary Expectation/, '5 LPA');
    set(/Reason for Leaving/, 'Growth');
    fireEvent.click(screen.getByRole('button', { name: 'solve captcha' }));
    // Without the consent box ticked nothing is sent.
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(screen.getByTestId('application-message').textContent).toBe(
      'Please fix the errors in the form.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('checkbox', { name: /process my CV/ }));
    fireEvent.click(screen.getByRole('button', { name: 'solve captcha' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() =>
      expect(screen.getByTestId('application-message').textContent).toBe(
        'Application submitted successfully!',
      ),
    );
    const request = await sentRequest(fetchMock);
    expect(new URL(request.url).pathname).toBe('/api/applications');
    expect(request.method).toBe('POST');
    const sent = await request.formData();
    expect(sent.get('job_position')).toBe('Jr. Digital Marketing - Kavach Genomics');
    expect(sent.get('cv_consent')).toBe('true');
    // The page's language (English by default), in which the acknowledgement mail is written.
    expect(sent.getAll('language')).toEqual(['en']);
    // A confirmation replaces the form, says what happens next and stays until "Send another
    // application" (README, Decisions: a sent form becomes a confirmation).
    expect(screen.queryByTestId('job-application-form')).toBeNull();
    // The focus moves in an effect React runs after the confirmation is drawn.
    const heading = screen.getByRole('heading', { name: 'Application sent' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByTestId('job-application-form-confirmation').textContent).toContain(
      'We have received your application for Jr. Digital Marketing - Kavach Genomics. Our HR team reviews every application and will write to asha@example.in if your profile matches the role.',
    );
    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByTestId('application-message').textContent).toBe(
      'Application submitted successfully!',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send another application' }));
    expect((screen.getByLabelText(/First Name/) as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(screen.getByLabelText(/First Name/));
    expect((screen.getByLabelText(/Job Position/) as HTMLInputElement).value).toBe(
      'Jr. Digital Marketing - Kavach Genomics',
    );
    expect(screen.queryByTestId('application-message')).toBeNull();
  });
});
