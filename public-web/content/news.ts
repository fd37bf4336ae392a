/**
 * THE MIGRATION SEED'S SOURCE ONLY: no page reads this module. The site's news items are the
 * database's (GET /api/content/news); content/bundledContent.test.ts builds the migration's seed
 * from this data, so it stays until that seed is frozen.
 *
 * News items, newest first. `/news/{index}` uses the zero-based position:
 * 0 = the large item on /media, 1 and 2 = the two smaller items.
 */
import type { NewsItem } from './types';

export const NEWS_SECTION_HEADING = 'Latest News & Announcements';

export const news: NewsItem[] = [
  {
    img: '/images/news-1.svg',
    title: 'Kavach Genomics marks Breast Cancer Awareness Month with free information sessions',
    desc: 'Throughout October, our team is hosting open sessions in Mumbai and online on cancer risk, early detection and what a blood-based risk score can and cannot tell you.',
    date: 'October 12, 2024',
    isoDate: '2024-10-12',
    content: [
      'October is Breast Cancer Awareness Month, and this year Kavach Genomics is using it to start conversations that many families put off. Our scientists and customer-care team are hosting free information sessions at our Lower Parel office and online.',
      'Each session explains, in plain language, how the HrC test works: a simple blood draw, no fasting, and a risk score reported within 10 working days after the sample reaches our laboratory. We also spend time on what the test is not. HrC assesses risk; it is not a diagnostic test and does not replace the screening your doctor recommends.',
      'Participants can ask about eligibility, preparation, collection centres and the next steps for each score band. Sessions are open to everyone aged 18 and above, and to family members and caregivers who would like to understand the options.',
      'Dates and registration details are listed on our Sessions page. Seats are limited for the in-person sessions, so we recommend registering early.',
    ],
  },
  {
    img: '/images/news-2.svg',
    title: 'New HrC collection centre opens on Whitefield Road, Bangalore',
    desc: 'Our first collection centre outside Mumbai makes the HrC test easier to reach for families in Bangalore, with the same no-fasting, 8–10 ml blood draw.',
    date: 'October 10, 2024',
    isoDate: '2024-10-10',
    content: [
      'Kavach Genomics has opened an HrC sample collection centre on Whitefield Road, Bangalore. It joins our three centres in Mumbai at Lower Parel, Goregaon and Navi Mumbai.',
      'The process is the same at every centre. Customers book and pay online in advance, arrive at their chosen time without fasting, and give a blood sample of 8–10 ml. Samples are sent to our laboratory under controlled temperature, and reports follow by e-mail with an SMS alert.',
      '“Many of the enquiries we received came from Bangalore,” said our Chief Operating Officer. “Opening here means people no longer have to travel to Mumbai to take the test.”',
      'A centre in Delhi is being prepared, and we will share the opening date as soon as it is confirmed.',
    ],
  },
  {
    img: '/images/news-3.svg',
    title: 'B3 reports now available for diabetes, cardiac and neurological conditions',
    desc: 'The B3 blood-based biopsy, which identifies the affected organ and gene pathways, now offers reports beyond oncology.',
    date: 'October 5, 2024',
    isoDate: '2024-10-05',
    content: [
      'Kavach Genomics today announced that B3 reports are available for diabetes, cardiac and neurological conditions, in addition to the existing oncology reports.',
      'B3 is a blood-based biopsy that uses RNA sequencing of stem cells. It identifies the organ that is affected and the gene pathways involved, counting a gene as dysregulated when its activity changes by about 2-fold or more against healthy controls.',
      'As with the oncology reports, the test needs a 16 ml blood sample and the full process takes 6 to 8 weeks. Reports are written to be reviewed with the patient’s own doctor.',
      'Doctors and patients who would like to know which B3 report fits their situation can contact our customer-care team.',
    ],
  },
];
