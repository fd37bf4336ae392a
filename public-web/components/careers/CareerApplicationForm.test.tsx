import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { message } from '../../i18n/messages';
import { careersTextsIn } from '../../i18n/pageTexts.testing';
import type { Locale } from '../../lib/locale';
import { postedAgo } from '../../lib/postedAgo';
import type { PublicJobView } from '../../lib/publicApi';
import { sentRequest } from '../../test/sentRequest';
import { applicantMessagesOf } from './applicant';
import { APPLICANT_MESSAGES } from './applicantMessages';
import { CareerApplicationForm } from './CareerApplicationForm';
import {
  CAREER_EXPERIENCE,
  CAREER_MESSAGES,
  CAREER_NOTICE_PERIOD,
  careerExperienceChoices,
  careerMessagesOf,
  careerNoticeChoices,
} from './careerApplication';
import { JobDetails } from './JobDetails';
import { JobsBoard } from './JobsBoard';
import { postedAgoText } from './JobCard';
import {
  EXPERIENCE_OPTIONS,
  JOB_APPLICATION_MESSAGES,
  jobApplicationMessagesOf,
  jobExperienceChoices,
  jobNoticeChoices,
  NOTICE_PERIOD_OPTIONS,
} from './jobApplication';

// The real widget loads ALTCHA from the API; here a button stands in for a solved captcha.
vi.mock('../forms/CaptchaWidget', () => ({
  CaptchaWidget: ({ onChange }: { onChange: (v: string) => void }) => (
    <button type="button" onClick={() => onChange('captcha-payload')}>
      solve captcha
    </button>
  ),
}));
const page = vi.hoisted(() => ({ locale: 'en' as string }));
vi.mock('vike-react/usePageContext', () => ({
  usePageContext: () => ({ urlPathname: '/about-us/careers/app-developer-2', locale: page.locale }),
}));

const EN = careersTextsIn('en');
const MR = careersTextsIn('mr');

const job: PublicJobView = {
  id: 2,
  company: 'Kavach Genomics',
  title: 'App Developer',
  type: 'Full-Time',
  mode: 'Hybrid',
  location: 'Mumbai',
  posted_date: '2025-06-29',
  description: 'Build our apps.',
  requirements: 'One\nTwo',
  responsibilities: 'Build\nTest',
  salary_range: '₹6L',
  url: '/about-us/careers/app-developer-2',
};

function renderForm(locale: Locale) {
  page.locale = locale;
  return render(
    <CareerApplicationForm
      jobTitle="App Developer"
      texts={careersTextsIn(locale)}
      language={locale}
    />,
  );
}

const pick = (name: string, file: File) =>
  fireEvent.change(screen.getByLabelText(new RegExp(name)), { target: { files: [file] } });

/** Fills every field in Marathi, ticks the box and solves the captcha. */
function fillInMarathi() {
  const set = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
  set(MR.careersFirstName, 'Asha');
  set(MR.careersLastName, 'Rao');
  set(MR.careersEmail, 'asha@example.in');
  set(MR.careersPhone, '9876543210');
  set(MR.careersExperience, '1year');
  set(MR.careersNoticePeriod, 'immediate');
  set(MR.careersExpectedSalary, '6 LPA');
  pick(MR.careersResume, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
  fireEvent.click(screen.getByRole('checkbox'));
  fireEvent.click(screen.getByRole('button', { name: 'solve captcha' }));
}

beforeEach(() => {
  window.HTMLElement.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  vi.restoreAllMocks();
  page.locale = 'en';
});

describe('the careers forms in English: the words they had', () => {
  it('the catalog says what the forms said before', () => {
    expect({ ...applicantMessagesOf(EN) }).toEqual({ ...APPLICANT_MESSAGES });
    expect({ ...careerMessagesOf(EN) }).toEqual({ ...CAREER_MESSAGES });
    expect({ ...jobApplicationMessagesOf(EN) }).toEqual({ ...JOB_APPLICATION_MESSAGES });
    expect(careerExperienceChoices(EN)).toEqual(CAREER_EXPERIENCE);
    expect(careerNoticeChoices(EN)).toEqual(CAREER_NOTICE_PERIOD);
    expect(jobExperienceChoices(EN)).toEqual(EXPERIENCE_OPTIONS);
    expect(jobNoticeChoices(EN)).toEqual(NOTICE_PERIOD_OPTIONS);
    for (const posted of ['2025-07-01', '2025-06-30', '2025-06-29', '2025-06-25', '2025-06-23'])
      for (const today of ['2025-06-30', '2025-07-20', '2025-09-30'])
        expect(postedAgoText(posted, today, EN)).toBe(postedAgo(posted, today));
  });

  it("an opening's page title and description: the words they had", () => {
    const values = {
      title: 'App Developer',
      company: 'Kavach Genomics',
      where: ', Mumbai',
      description: 'Build our apps.',
    };
    expect(message('en', 'careersApplyPageTitle', values)).toBe('Apply: App Developer');
    expect(message('en', 'careersApplyPageDescription', values)).toBe(
      'Apply for App Developer at Kavach Genomics, Mumbai. Build our apps.',
    );
    expect(message('mr', 'careersApplyPageTitle', values)).toBe('अर्ज करा: App Developer');
  });

  it('labels, hint, button, and the resume check, exactly as before; nothing marked English', () => {
    const { container } = renderForm('en');
    const form = screen.getByRole('form', { name: 'Career application' });
    expect(form.querySelector('p')!.textContent).toBe(
      'Fields marked *with an asterisk are required.',
    );
    for (const label of [
      /^Job Title/,
      /^First Name/,
      /^Last Name/,
      /^Email/,
      /^Phone/,
      /^Experience/,
      /^Notice Period/,
      /^Expected Salary/,
      /^LinkedIn Profile \(optional\)/,
      /^Reason for Leaving \(optional\)/,
      /^Resume/,
    ])
      expect(screen.getByLabelText(label)).toBeTruthy();
    expect(screen.getByText('.pdf, .doc or .docx, up to 5 MB')).toBeTruthy();
    expect(screen.getByText('For example ₹6,00,000 per annum')).toBeTruthy();
    expect(screen.getByRole('option', { name: '3+ years' })).toBeTruthy();
    expect(screen.getByRole('option', { name: '1 month' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit Application' })).toBeTruthy();
    pick('Resume', new File(['x'], 'cv.txt'));
    expect(screen.getByText('Resume must be a .pdf, .doc or .docx file.')).toBeTruthy();
    expect(container.querySelector('[lang]')).toBeNull();
  });

  it("a refusal shows the API's own sentences beside the fields, as before; the application says the page is English", async () => {
    page.locale = 'en';
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(
        JSON.stringify({
          code: 'VALIDATION_FAILED',
          message: 'Email is invalid.',
          details: { email: 'Email is invalid.' },
          detailCodes: { email: 'FIELD_INVALID' },
        }),
        { status: 400 },
      ),
    );
    render(<CareerApplicationForm jobTitle="App Developer" texts={EN} language="en" />);
    const set = (label: RegExp, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    set(/^First Name/, 'Asha');
    set(/^Last Name/, 'Rao');
    set(/^Email/, 'asha@example.in');
    set(/^Phone/, '9876543210');
    set(/^Experience/, '1year');
    set(/^Notice Period/, 'immediate');
    set(/^Expected Salary/, '6 LPA');
    pick('Resume', new File(['%PDF'], 'cv.pdf'));
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'solve captcha' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() =>
      expect(screen.getByTestId('career-message').textContent).toBe(
        'Failed to submit application. Please try again.',
      ),
    );
    expect(screen.getByTestId('career-application-email-error').textContent).toBe(
      'Email is invalid.',
    );
    // The acknowledgement mail is written in the page's language: English here.
    const sent = await (await sentRequest(fetchMock)).formData();
    expect(sent.getAll('language')).toEqual(['en']);
  });
});

describe('the careers forms in Marathi', () => {
  it('labels, hints, the options and the button in Marathi; the opening as staff wrote it, marked English', () => {
    renderForm('mr');
    const form = screen.getByRole('form', { name: MR.careersCareerForm });
    expect(form.querySelector('p')!.textContent).toBe('*तारांकित चिन्ह असलेली माहिती भरणे आवश्यक आहे.');
    expect(screen.getByLabelText(/^पहिले नाव/)).toBeTruthy();
    expect(screen.getByLabelText(/^आडनाव/)).toBeTruthy();
    expect(screen.getByLabelText(/^रिझ्युमे/)).toBeTruthy();
    expect(screen.getByText('.pdf, .doc किंवा .docx, जास्तीत जास्त 5 MB')).toBeTruthy();
    expect(screen.getByRole('option', { name: '3+ वर्षे' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'लगेच' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'अर्ज पाठवा' })).toBeTruthy();
    const title = screen.getByLabelText(/^पदाचे नाव/) as HTMLInputElement;
    expect(title.value).toBe('App Developer');
    expect(title.getAttribute('lang')).toBe('en');
    // The consent statement is a legal text: English until a translation is reviewed.
    expect(screen.getByText(/process my CV/).getAttribute('lang')).toBe('en');
  });

  it("the resume's check, the form's summary and the consent box say it in Marathi", () => {
    renderForm('mr');
    pick(MR.careersResume, new File(['x'], 'cv.txt'));
    expect(screen.getByText('रिझ्युमे .pdf, .doc किंवा .docx फाइल असावा.')).toBeTruthy();
    pick(MR.careersResume, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'cv.pdf'));
    expect(screen.getByText('रिझ्युमे 5 MB किंवा त्यापेक्षा लहान असावा.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'अर्ज पाठवा' }));
    expect(screen.getByTestId('career-message').textContent).toBe('कृपया फॉर्ममधील चुका दुरुस्त करा.');
    expect(screen.getByText('पहिले नाव भरणे आवश्यक आहे.')).toBeTruthy();
    expect(screen.getByText(MR.careersConsentRequired)).toBeTruthy();
  });

  it("an API refusal is said in Marathi by its code, never in the API's English", async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(
        JSON.stringify({
          code: 'VALIDATION_FAILED',
          message: 'Email is invalid.',
          details: { email: 'Email is invalid.', salary: 'Salary Expectation is required.' },
          detailCodes: { email: 'FIELD_INVALID', salary: 'FIELD_REQUIRED' },
        }),
        { status: 400 },
      ),
    );
    renderForm('mr');
    fillInMarathi();
    fireEvent.click(screen.getByRole('button', { name: 'अर्ज पाठवा' }));
    await waitFor(() =>
      expect(screen.getByTestId('career-message').textContent).toBe(MR.careersSummary),
    );
    expect(screen.getByTestId('career-application-email-error').textContent).toBe(
      'ईमेल पत्ता चुकीचा आहे.',
    );
    expect(screen.getByTestId('career-application-salary-error').textContent).toBe(
      'अपेक्षित पगार भरणे आवश्यक आहे.',
    );
    expect(screen.queryByText(/Email is invalid/)).toBeNull();
    // The application carries the page's language: the acknowledgement mail is written in it.
    const sent = await (await sentRequest(fetchMock)).formData();
    expect(sent.getAll('language')).toEqual(['mr']);
  });

  it.each([
    [
      'a captcha refused',
      400,
      { code: 'CAPTCHA_FAILED', message: 'Captcha failed.' },
      (t: typeof MR) => t.captchaAltcha,
    ],
    [
      'a file that is not a document',
      400,
      {
        code: 'UNSUPPORTED_FILE_TYPE',
        message: 'Resume must be a PDF.',
        details: { resume: 'Resume must be a PDF.' },
        detailCodes: { resume: 'UNSUPPORTED_FILE_TYPE' },
      },
      (t: typeof MR) => t.careersResumeType,
    ],
    [
      'a file too large',
      413,
      { code: 'PAYLOAD_TOO_LARGE', message: 'Too large.', details: { resume: 'Too large.' } },
      (t: typeof MR) => t.careersResumeSize,
    ],
    ['too many attempts', 429, { code: 'RATE_LIMITED' }, (t: typeof MR) => t.formTooManyAttempts],
    [
      'the API busy',
      503,
      { code: 'SERVICE_UNAVAILABLE' },
      (t: typeof MR) => t.formServiceUnavailable,
    ],
  ])('%s: said in Marathi', async (_name, status, body, words) => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status }));
    renderForm('mr');
    fillInMarathi();
    fireEvent.click(screen.getByRole('button', { name: 'अर्ज पाठवा' }));
    await waitFor(() => expect(screen.getByTestId('career-message').textContent).toBe(words(MR)));
  });

  it('the confirmation in Marathi, naming the opening and the address', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(
        JSON.stringify({ success: true, message: 'Application submitted successfully!' }),
        {
          status: 201,
        },
      ),
    );
    renderForm('mr');
    fillInMarathi();
    fireEvent.click(screen.getByRole('button', { name: 'अर्ज पाठवा' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'अर्ज पाठवला' })).toBeTruthy());
    expect(screen.getByTestId('career-message').textContent).toBe('अर्ज यशस्वीरीत्या पाठवला!');
    expect(screen.getByTestId('career-form-confirmation').textContent).toContain(
      'आम्हाला App Developer साठी तुमचा अर्ज मिळाला आहे. आमची HR टीम प्रत्येक अर्ज पाहते आणि तुमची प्रोफाइल या पदाला जुळत असल्यास asha@example.in वर लिहील.',
    );
    expect(screen.getByRole('button', { name: 'आणखी एक अर्ज पाठवा' })).toBeTruthy();
  });

  it("the opening's details: Marathi headings, what staff wrote marked English", () => {
    page.locale = 'mr';
    render(<JobDetails job={job} texts={MR} staffLang="en" />);
    expect(screen.getByRole('heading', { name: 'या पदाबद्दल' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'जबाबदाऱ्या' })).toBeTruthy();
    expect(screen.getByText('Build our apps.').getAttribute('lang')).toBe('en');
    expect(screen.getByText('₹6L').getAttribute('lang')).toBe('en');
    expect(screen.getByText('पगार:').getAttribute('lang')).toBeNull();
  });

  it('the list of openings in Marathi: headings, posted-ago, Apply now; the openings marked English', () => {
    page.locale = 'mr';
    render(<JobsBoard jobs={[job]} today="2025-06-30" texts={MR} language="mr" />);
    expect(screen.getByRole('heading', { name: 'रिक्त पदे' })).toBeTruthy();
    expect(screen.getByText('1 दिवसापूर्वी')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'App Developer' }).getAttribute('lang')).toBe('en');
    fireEvent.click(screen.getByRole('button', { name: 'आता अर्ज करा' }));
    expect(screen.getByRole('heading', { name: 'App Developer साठी अर्ज करा' })).toBeTruthy();
    expect(screen.getByText('App Developer', { selector: 'h2 span' }).getAttribute('lang')).toBe(
      'en',
    );
    expect(screen.getByRole('button', { name: /पदांच्या यादीकडे परत/ })).toBeTruthy();
    expect(screen.getByRole('form', { name: MR.careersJobForm })).toBeTruthy();
    expect(screen.getByLabelText(/^फोन नंबर/)).toBeTruthy();
  });
});
