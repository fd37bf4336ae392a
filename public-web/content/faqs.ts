/**
 * THE MIGRATION SEED'S SOURCE ONLY for hrcFaqs, b3Faqs and aobFaqs: no page reads them. The site's
 * items are the database's (GET /api/content/faq); content/bundledContent.test.ts builds the
 * migration's seed from them, so they stay until that seed is frozen. The page texts here are the
 * pages' own.
 *
 * FAQs for HrC (30), B3 (18) and AoB (5).
 *
 * Answers restate only the company's published facts.
 * Multi-line answers use '\n'; lines starting with '- ' are list items.
 * AoB items deliberately have no answer: the page shows
 * `aobPlaceholderAnswer(question)` and they stay out of FAQPage JSON-LD.
 */
import type { FaqItem } from './types';

export const NO_FAQS_TEXT = 'No FAQs available.';

export const hrcFaqs: FaqItem[] = [
  {
    question: 'What is the HrC test?',
    answer:
      'HrC is a blood-based cancer risk assessment. From a single blood sample it returns a score that shows your current risk of cancer, so that risk can be picked up before symptoms appear.',
  },
  {
    question: 'Is the HrC test a diagnostic test?',
    answer:
      'No. HrC assesses risk; it does not diagnose cancer. A higher score is a signal to talk to your doctor, who may recommend further medical evaluation or diagnostic tests.',
  },
  {
    question: 'How accurate is the HrC test?',
    answer: 'The stated accuracy and sensitivity of the HrC test are 93%.',
  },
  {
    question: 'Is the test invasive or painful?',
    answer:
      'HrC is non-invasive. It needs only a routine blood draw from the arm, just like a regular blood test; no tissue biopsy or scan is involved.',
  },
  {
    question: 'Who can take the HrC test?',
    answer: 'Anyone aged 18 or above who does not have active cancer can take the HrC test.',
  },
  {
    question: 'Who should not take the HrC test?',
    answer:
      'Please do not take the HrC test if any of these apply to you:\n' +
      '- You are currently being treated for, or have, active cancer\n' +
      '- You are pregnant, or it has been less than 45 days since you delivered\n' +
      '- You are breastfeeding\n' +
      '- You had surgery in the last 3 weeks\n' +
      '- You took growth factors in the last 2 weeks\n' +
      '- You had an infection in the last 1 week',
  },
  {
    question: 'Can I take the test during pregnancy or while breastfeeding?',
    answer:
      'No. The test is not suitable during pregnancy, within 45 days after delivery, or while breastfeeding. You can book it once none of these apply.',
  },
  {
    question: 'I had surgery recently. When can I take the test?',
    answer:
      'Please wait until at least 3 weeks have passed since your surgery before giving a sample.',
  },
  {
    question: 'I am taking growth factors. Can I take the test?',
    answer:
      'Please wait until at least 2 weeks after your last dose of growth factors before giving a sample.',
  },
  {
    question: 'I had an infection recently. Can I still take the test?',
    answer: 'Please wait until at least 1 week after the infection before giving a sample.',
  },
  {
    question: 'Do I need to fast before the test?',
    answer: 'No fasting is needed. You can eat and drink as usual before your blood draw.',
  },
  {
    question: 'How much blood is collected?',
    answer: 'Between 8 and 10 ml of blood is collected for the HrC test.',
  },
  {
    question: 'How much does the HrC test cost?',
    answer: 'The HrC test costs ₹14,000 plus 18% GST.',
  },
  {
    question: 'How do I pay for the test?',
    answer:
      'Payment is made online, in advance, through the website only. Your appointment is confirmed once payment is complete.',
  },
  {
    question: 'Can I pay in cash or after the test?',
    answer:
      'No. We do not accept cash, and we cannot offer pay-after-test. The full amount is paid online in advance.',
  },
  {
    question: 'Are there discounts for groups or companies?',
    answer:
      'Yes. Group and corporate discounts are available. Please contact our customer-care team with the number of people and the location, and they will share the details.',
  },
  {
    question: 'Where can I give my sample?',
    answer:
      'Our collection centres are:\n' +
      '- Mumbai: Lower Parel, Goregaon and Navi Mumbai\n' +
      '- Bangalore: Whitefield Road\n' +
      '- Delhi: coming soon',
  },
  {
    question: 'How long does it take to get my results?',
    answer: 'Results are ready within 10 working days after your sample reaches our laboratory.',
  },
  {
    question: 'How will I receive my report?',
    answer:
      'Your report is sent to your registered e-mail address, and you receive an SMS notification when it is ready.',
  },
  {
    question: 'What does my HrC score mean?',
    answer:
      'The score places your current cancer risk on a scale. It is reported with a risk level:\n' +
      '- Negligible\n' +
      '- Low\n' +
      '- Medium (also called moderate)\n' +
      '- High',
  },
  {
    question: 'What is a normal HrC score?',
    answer: 'A score from 0 to 2 is normal. We recommend repeating the test after 12 months.',
  },
  {
    question: 'What should I do if my score is above the normal range?',
    answer:
      'Share the report with your doctor. As a guide:\n' +
      '- 2 to 6: possible pre-malignant or benign activity; retest in 6 months\n' +
      '- 6 to 10: increased risk; further medical evaluation is advised\n' +
      '- Above 10: high likelihood; immediate diagnostic tests are advised',
  },
  {
    question: 'Can I speak to someone about my results?',
    answer:
      'Yes. A post-test consultation is available on request. Please contact customer care to arrange it.',
  },
  {
    question: 'How often should I take the HrC test?',
    answer:
      'With a normal score (0 to 2), repeat the test after 12 months. If your score is between 2 and 6, retest in 6 months. For higher scores, follow your doctor’s advice.',
  },
  {
    question: 'Why might I be asked to give a new sample?',
    answer:
      'Occasionally a sample cannot be analysed and a fresh one is needed. The reasons are:\n' +
      '- The sample was transported at the wrong temperature\n' +
      '- Not enough blood was collected\n' +
      '- The sample was clotted or turbid\n' +
      '- Not enough RNA could be extracted from the sample',
  },
  {
    question: 'What happens if my sample needs to be taken again?',
    answer:
      'Our customer-care team will contact you to explain the reason and to arrange a new collection at a convenient centre.',
  },
  {
    question: 'Can the HrC test find cancer before I have symptoms?',
    answer:
      'That is its purpose. HrC is designed to detect cancer risk before symptoms appear, giving you and your doctor time to act. It does not replace the screening tests your doctor recommends.',
  },
  {
    question: 'Does the HrC test tell me which organ is affected?',
    answer:
      'No. HrC gives an overall risk score. The B3 test is the one that identifies the affected organ and the gene pathways involved.',
  },
  {
    question: 'I am a cancer survivor. Is there a programme for me?',
    answer:
      'Yes. Our Cancer Survivor package first sets your personal baseline with four tests over six months, then repeats the test every 6 to 12 months. If the score rises above your baseline on two consecutive tests, a scan is recommended.',
  },
  {
    question: 'How do I book the HrC test?',
    answer:
      'Book and pay online on our booking website, then visit your chosen collection centre. Our diagnostic business is now run by Raksha Diagnostics, so bookings are made on their website.',
  },
];

export const b3Faqs: FaqItem[] = [
  {
    question: 'What is the B3 test?',
    answer:
      'B3 is a blood-based biopsy. It uses RNA sequencing of stem cells in your blood to identify the affected organ and the gene pathways involved.',
  },
  {
    question: 'How is B3 different from the HrC test?',
    answer:
      'HrC returns an overall cancer risk score within 10 working days. B3 goes deeper: it sequences RNA to show which organ is affected and which gene pathways are changed. B3 takes 6 to 8 weeks.',
  },
  {
    question: 'How much blood is needed for the B3 test?',
    answer: 'The B3 test needs a 16 ml blood sample.',
  },
  {
    question: 'How long does the B3 test take?',
    answer: 'The full process, from sample to report, takes 6 to 8 weeks.',
  },
  {
    question: 'Why does B3 take longer than HrC?',
    answer:
      'B3 involves several detailed stages: RNA is extracted and sequenced, and the results are then analysed organ by organ and pathway by pathway before the report is written.',
  },
  {
    question: 'Is B3 a tissue biopsy?',
    answer: 'No. B3 is a blood-based biopsy. It needs only a blood sample, not a tissue sample.',
  },
  {
    question: 'What does the B3 test identify?',
    answer: 'B3 identifies the affected organ and the gene pathways involved.',
  },
  {
    question: 'What does RNA sequencing of stem cells mean?',
    answer:
      'RNA is the working copy that cells make from their genes. Sequencing it shows which genes are switched on or off in the stem cells found in your blood, and by how much.',
  },
  {
    question: 'What is a dysregulated gene?',
    answer:
      'A gene counts as dysregulated when its activity changes by about 2-fold or more compared with healthy controls.',
  },
  {
    question: 'What is a gene pathway?',
    answer:
      'A pathway is a group of genes that work together to carry out a task in the body. Reporting changes by pathway makes the findings easier to interpret than a long list of single genes.',
  },
  {
    question: 'What types of B3 report are there?',
    answer:
      'There are four report types:\n' +
      '- Occurrence Risk\n' +
      '- Response\n' +
      '- Remission\n' +
      '- Recurrence Risk',
  },
  {
    question: 'What is the Occurrence Risk report?',
    answer:
      'The Occurrence Risk report assesses the risk of cancer occurring, based on the organ and gene pathways that show changes.',
  },
  {
    question: 'What is the Response report?',
    answer:
      'The Response report shows how the dysregulated gene pathways respond during treatment, for discussion with your treating oncologist.',
  },
  {
    question: 'What is the Remission report?',
    answer:
      'The Remission report describes the state of the gene pathways once treatment has brought the disease into remission.',
  },
  {
    question: 'What is the Recurrence Risk report?',
    answer:
      'The Recurrence Risk report assesses the risk of the cancer coming back, based on the gene pathways that remain or become dysregulated.',
  },
  {
    question: 'Is B3 only for cancer?',
    answer:
      'No. Besides cancer, B3 reports are available for diabetes, cardiac and neurological conditions.',
  },
  {
    question: 'Who should interpret my B3 report?',
    answer:
      'Your treating doctor. The report is designed to add information to your doctor’s clinical assessment, not to replace it. A consultation to walk you through the report can be arranged on request.',
  },
  {
    question: 'How do I book a B3 test?',
    answer:
      'Please contact our customer-care team, who will explain which B3 report suits your situation and arrange the sample collection.',
  },
];

/** AoB questions: intentionally without answers (the company has not published AoB facts). */
export const aobFaqs: FaqItem[] = [
  { question: 'What is the AoB test?' },
  { question: 'Who should take the AoB test?' },
  { question: 'How is the sample for the AoB test collected?' },
  { question: 'How long does it take to receive AoB results?' },
  { question: 'How is the AoB test different from the HrC test?' },
];

/** Placeholder shown when an FAQ item has no answer (AoB). */
export function aobPlaceholderAnswer(question: string): string {
  return 'Answer for: ' + question;
}

/** Texts of /faqs, /faqs/hrc and /faqs/aob. */
export const FAQ_PAGE = {
  title: 'Frequently Asked Questions',
  metaDescription:
    'Answers about the HrC cancer risk test: eligibility, preparation, price, collection centres, results and what your score means.',
  heading: 'Frequently Asked Questions',
  intro: 'Everything you need to know before, during and after your test.',
  tabs: { aob: 'AoB', hrc: 'HrC' },
  takeAobButton: 'Take an AoB Test →',
  takeHrcButton: 'Take an HrC Test →',
};
