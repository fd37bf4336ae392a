import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DemoSeeder } from '../platform/database/demo-seeds';
import { todayIst } from '../platform/dates/ist';
import { daysBefore } from './job.constants';
import { Job } from './job.entity';

/**
 * The three public job openings, seeded once as demo content (SEED_DEMO). This is their one
 * source: the public careers pages read them from the jobs API.
 */
export const DEMO_JOBS: Omit<
  Job,
  'id' | 'postedDate' | 'applicationDeadline' | 'createdAt' | 'updatedAt'
>[] = [
  {
    title: 'Jr. Digital Marketing',
    company: 'Kavach Genomics',
    department: 'Marketing',
    type: 'Full-Time',
    mode: 'On-site',
    location: 'Mumbai, Maharashtra',
    description:
      'Help people learn about early cancer detection. You will plan and publish social media content, support campaigns for our information sessions and newsletters, and track what works, working closely with our medical and customer-care teams to keep every message accurate and kind.',
    requirements: [
      'Bachelor’s degree in marketing, mass media, communications or a related field',
      '0–2 years of experience in digital or social media marketing',
      'Clear written English; Hindi or Marathi is a plus',
      'Familiarity with social media scheduling and basic analytics tools',
      'Care for accuracy when writing about health topics',
    ].join('\n'),
    responsibilities: [
      'Plan and publish posts on Facebook, Instagram, LinkedIn and YouTube',
      'Support campaigns for information sessions, awareness months and newsletters',
      'Prepare simple graphics and short videos with the design team',
      'Report monthly on reach, engagement and enquiries',
      'Work with the medical affairs team to review health content before publishing',
    ].join('\n'),
    salaryRange: '₹3,00,000 – ₹4,20,000 per annum',
    status: 'active',
  },
  {
    title: 'Jr. Digital Marketing (SEO Expert)',
    company: 'Kavach Genomics',
    department: 'Marketing',
    type: 'Full-Time',
    mode: 'Hybrid',
    location: 'Mumbai, Maharashtra',
    description:
      'Make our health information easy to find. You will own on-page and technical SEO for our website and blog, research what people search for about cancer risk and genomics, and help our writers publish clear, accurate articles that rank well and answer real questions.',
    requirements: [
      '1–2 years of hands-on SEO experience',
      'Working knowledge of keyword research, on-page optimisation and technical SEO audits',
      'Comfort with web analytics and search console tools',
      'Basic understanding of HTML and structured data',
      'Interest in healthcare or science communication',
    ].join('\n'),
    responsibilities: [
      'Run keyword research for our tests, programmes and blog topics',
      'Optimise page titles, meta descriptions, headings and internal links',
      'Monitor site health, page speed and indexing, and fix issues with the web team',
      'Brief writers on search intent for new blog articles',
      'Report monthly on organic traffic and rankings',
    ].join('\n'),
    salaryRange: '₹3,60,000 – ₹5,00,000 per annum',
    status: 'active',
  },
  {
    title: 'App Developer',
    company: 'Kavach Genomics',
    department: 'Technology',
    type: 'Full-Time',
    mode: 'Hybrid',
    location: 'Mumbai, Maharashtra',
    description:
      'Build the apps that connect customers with their tests. You will develop and maintain our mobile and web applications for booking support, reports and notifications, with a strong focus on privacy, accessibility and reliability for people at an anxious moment.',
    requirements: [
      '2+ years of experience building mobile or web applications',
      'Strong JavaScript or TypeScript; experience with React or React Native',
      'Experience with REST APIs, authentication and secure handling of personal data',
      'Familiarity with Git, code review and automated testing',
      'Attention to accessibility and performance',
    ].join('\n'),
    responsibilities: [
      'Develop and maintain features across our mobile and web apps',
      'Integrate with internal APIs for sessions, reports and notifications',
      'Write tests and take part in code reviews',
      'Protect customer privacy in every feature you build',
      'Work with design and customer-care teams to improve the user experience',
    ].join('\n'),
    salaryRange: '₹6,00,000 – ₹9,00,000 per annum',
    status: 'active',
  },
];

/**
 * Inserts the demo openings. Posted dates step back one day per opening, so "newest posted
 * first" lists them in the order of DEMO_JOBS (and the careers page's index stays stable).
 */
export async function seedDemoJobs(m: EntityManager, today = todayIst()): Promise<void> {
  await m.insert(
    Job,
    DEMO_JOBS.map((job, i) => ({ ...job, postedDate: daysBefore(today, i) })),
  );
}

/** Seeds the openings once on the embedded database (config.seedDemo). */
@Injectable()
export class JobsSeeder extends DemoSeeder(
  'jobs',
  (m) => seedDemoJobs(m),
  `seeded ${DEMO_JOBS.length} demo job openings`,
) {}
