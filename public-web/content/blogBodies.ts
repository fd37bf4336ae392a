/**
 * THE MIGRATION SEED'S SOURCE ONLY: no page reads this module. The site's blog bodies are the
 * database's (GET /api/content/blog); content/bundledContent.test.ts builds the migration's seed
 * from this data, so it stays until that seed is frozen.
 *
 * Blog article bodies, index-aligned with `blogs` (blogs.ts, oldest first):
 * blogBodies[i] is the article of blogs[i].
 *
 * Format of each body (BlogBody = string[]):
 * - entry 0 is the title (identical to blogs[i].title);
 * - an entry starting with 'Meta Description:' sets the page description and
 *   is not displayed (present in most bodies, not all);
 * - inline markup: **bold**, *italic*; an entry starting with '- ' or '. ' is
 *   a bullet line;
 * - exactly one link, [text](url), in the last article (index 30).
 */
import type { BlogBody } from './types';

export const blogBodies: BlogBody[] = [
  // 0 — Oct 15, 2023
  [
    'What Is the HrC Test? A Plain-Language Introduction',
    'Meta Description: The HrC test is a non-invasive blood test that returns a cancer risk score. Learn what it measures, who can take it and why it is not a diagnosis.',
    'Most of us only think about cancer when something feels wrong. The **HrC test** was created to change that timing: it looks for signs of cancer risk in a blood sample *before* symptoms appear.',
    'HrC is a **blood-based cancer risk assessment**. A small sample of 8–10 ml is drawn from your arm, analysed in our laboratory, and reported as a score. The stated accuracy and sensitivity of the test are **93%**.',
    'The score is placed in one of four risk levels: negligible, low, medium (also called moderate) and high. A score between 0 and 2 is normal, and we simply suggest repeating the test after 12 months.',
    'It is just as important to know what HrC is *not*. It is **not a diagnostic test**. A higher score is a reason to speak to your doctor, who may recommend further evaluation; it is never a diagnosis on its own.',
    'Anyone aged 18 or above without active cancer can take the test. There is no fasting, and results arrive within 10 working days after the sample reaches our lab.',
  ],
  // 1 — Oct 30, 2023
  [
    'Why Finding Cancer Risk Early Changes the Conversation',
    'Meta Description: Knowing your cancer risk before symptoms appear gives you and your doctor time to plan. Here is why early risk assessment matters.',
    'For many families, the word *cancer* arrives together with symptoms, hospital visits and urgent decisions. There is little time to think, and even less time to plan.',
    'Early risk assessment changes that order. When a blood test suggests a raised risk *before* anything feels wrong, the next step is a calm appointment with your doctor rather than an emergency.',
    '**Time is the real benefit.** Time to ask questions, to choose the right follow-up tests, and to involve the people who matter to you.',
    'That is why we built the HrC test to be simple: a routine blood draw, no fasting, and a clear score with a recommended next step for each band.',
    'Early information does not replace your doctor’s judgement. It gives that judgement a head start.',
  ],
  // 2 — Nov 14, 2023
  [
    'Understanding Your HrC Score',
    'Meta Description: How to read your HrC report: the four score bands, the four risk levels and the recommended next step for each.',
    'Your HrC report gives a single number on a scale from 0 to 10 and above. Here is how the interpretation timeline on our website reads it:',
    '- **Under 2:** no risk detected; retest in 12 months.',
    '- **2 to 6:** possible pre-malignant or benign activity; retest in 6 months.',
    '- **6 to 10:** increased risk; further medical evaluation is advised.',
    '- **Above 10:** high likelihood; immediate diagnostic tests are advised.',
    'The report also names a risk level — *negligible, low, medium (moderate) or high* — and our FAQ treats 0 to 2 as the normal range. Whatever your score, please read it together with your doctor; HrC assesses risk and is **not diagnostic**.',
    'If you would like help understanding your report, a post-test consultation is available on request through customer care.',
  ],
  // 3 — Nov 28, 2023
  [
    'Nutrigenomics 101: How Your Genes Meet Your Plate',
    'Meta Description: Nutrigenomics studies how genes and food interact. A short introduction to why the same diet does not suit everyone.',
    'Two people can follow the same diet and see very different results. **Nutrigenomics** is the field that studies why: it looks at how our genes and the food we eat interact.',
    'Our genes do not change, but how they behave can be influenced by what we eat and how we live. Understanding that interaction helps move from *general* advice to advice that fits *you*.',
    'A nutrigenomics report is a starting point for a conversation with a qualified nutrition professional. It does not replace medical advice, and it works best alongside your health history and goals.',
    'Curious? Our nutrigenomics programme has its own website with details on how it works and how to get started.',
  ],
  // 4 — Dec 12, 2023
  [
    'Preparing for Your HrC Blood Draw: No Fasting, No Fuss',
    'Meta Description: What to expect on the day of your HrC test: online booking and payment, no fasting, and an 8–10 ml blood draw.',
    'Good news first: there is **no fasting** before the HrC test. Eat and drink as you normally would.',
    '**Before the day.** Book your slot and pay online in advance. The test costs ₹14,000 plus 18% GST, and payment is accepted only online through the website; we do not accept cash or payment after the test.',
    '**On the day.** Arrive at your chosen collection centre a few minutes early. A phlebotomist will draw 8–10 ml of blood from your arm. It is a routine blood draw, over in minutes.',
    '**After the day.** Your sample travels to our laboratory. Within 10 working days after it arrives, your report is e-mailed to your registered address and you receive an SMS.',
    'Please check our eligibility guidance before booking, especially if you are pregnant, breastfeeding, or have recently had surgery or an infection.',
  ],
  // 5 — Dec 27, 2023
  [
    'Life After Treatment: Building a Survivorship Plan',
    'Meta Description: Finishing cancer treatment is a milestone. How a clear follow-up plan helps survivors move forward with confidence.',
    'The last day of treatment is often described as both a celebration and a strange, quiet moment. The regular hospital visits stop, and many survivors ask: *what now?*',
    'A **survivorship plan** answers that question. It sets out which check-ups happen when, who to call with a concern, and how changes will be noticed early.',
    'Our Cancer Survivor package is one part of such a plan. It builds a **personal baseline** with four tests in six months, then repeats the test every 6 to 12 months. If the score rises above your baseline on two consecutive tests, a scan is recommended.',
    'The plan belongs to you and your oncologist. Our role is to give you clear, regular information to bring to those conversations.',
    'Life after treatment deserves to be lived, not spent waiting. A plan makes that easier.',
  ],
  // 6 — Jan 10, 2024
  [
    'Meet B3: Reading RNA to Understand What Is Changing',
    'Meta Description: B3 is a blood-based biopsy using RNA sequencing of stem cells to identify the affected organ and gene pathways.',
    'Where HrC answers *“how high is my risk?”*, the **B3 test** asks a more detailed question: *where* is the change happening, and *which* biological processes are involved?',
    'B3 is a **blood-based biopsy**. Instead of a tissue sample, it uses a 16 ml blood sample. In the laboratory, RNA from stem cells in the blood is sequenced to measure how active each gene is.',
    'Those measurements are compared with healthy controls. The result identifies the **affected organ** and the **gene pathways** involved.',
    'Because it involves sequencing and detailed analysis, the process takes 6 to 8 weeks. The report is written to be reviewed with your doctor.',
  ],
  // 7 — Jan 25, 2024
  [
    'When to Wait: Who Should Postpone the HrC Test',
    'Meta Description: Pregnancy, breastfeeding, recent surgery, growth factors or infection can affect the HrC test. Here is when to wait.',
    'The HrC test is open to adults aged 18 and above without active cancer. Some temporary situations, however, mean it is better to wait. Please postpone your test if:',
    '. You are pregnant, or it has been less than **45 days** since delivery, or you are breastfeeding.',
    '. You had surgery in the last **3 weeks**.',
    '. You took growth factors in the last **2 weeks**, or had an infection in the last **1 week**.',
    'The test is also not meant for people with **active cancer**. If you are unsure whether any of this applies to you, our customer-care team is happy to help before you book.',
  ],
  // 8 — Feb 4, 2024
  [
    'World Cancer Day: Small Steps Towards Earlier Detection',
    'Meta Description: Three simple actions for World Cancer Day: talk, know your eligibility and book a check.',
    'World Cancer Day is a reminder that awareness is most useful when it leads to action. Here are three small steps you can take this week.',
    '**1. Talk.** Ask your parents and relatives about illnesses in the family, and share what you learn with your doctor.',
    '**2. Know your options.** Learn which checks your doctor recommends for your age, and whether a blood-based risk assessment such as HrC is right for you.',
    '**3. Put a date in the diary.** A check that is planned is a check that happens.',
    'Small steps, taken early, add up. *Happy World Cancer Day from all of us at Kavach Genomics.*',
  ],
  // 9 — Feb 20, 2024
  [
    'What a “Dysregulated Gene” Means in Your B3 Report',
    'Meta Description: In a B3 report, a gene is dysregulated when its activity changes about 2-fold or more against healthy controls.',
    'One phrase appears in every B3 report: **dysregulated gene**. It sounds technical, but the idea is simple.',
    'Each gene can be more or less active. B3 measures that activity by sequencing RNA and compares it with **healthy controls**. When a gene’s activity differs by about **2-fold or more**, it is counted as dysregulated.',
    'Single genes rarely act alone. So B3 groups dysregulated genes into **pathways** — sets of genes that work together — and links them to the organ involved.',
    'Reading by pathway makes a report easier to understand and to discuss with your doctor than a long list of gene names.',
  ],
  // 10 — Mar 6, 2024
  [
    'Family History and Cancer Risk: Starting the Conversation at Home',
    'Talking about illness in the family is rarely easy. Many of us know only fragments: *“an uncle had something”*, *“grandmother was unwell for years”*.',
    'Those fragments still matter. A family history helps your doctor decide which checks make sense for you and when.',
    '**Start small.** Choose a relaxed moment, explain why you are asking, and write down what you hear. Names, relationships and approximate ages are enough to begin.',
    '**Share it.** Take your notes to your next appointment. If you are considering an HrC test, your family history is useful context for the conversation about your result.',
    'A few honest conversations today can help the whole family tomorrow.',
  ],
  // 11 — Mar 21, 2024
  [
    'Eating for Your Genes: Putting Nutrigenomics into Practice',
    'Meta Description: How a nutrigenomics report becomes a practical eating plan with a qualified professional.',
    'A report is only useful if it changes what happens in your kitchen. So how does a **nutrigenomics** result turn into everyday meals?',
    '**Step one: understand the report.** Go through it with a qualified nutrition professional, who can explain each finding in the context of your health and lifestyle.',
    '**Step two: pick a few priorities.** Rather than changing everything at once, choose two or three adjustments that matter most for you.',
    '**Step three: review.** Check in after a few weeks. What feels easy? What needs a different approach?',
    'Personal advice is easier to follow because the reasons are *yours*. To learn more, visit our nutrigenomics website.',
  ],
  // 12 — Apr 9, 2024
  [
    'Where to Give Your Sample: Our Collection Centres',
    'Meta Description: HrC samples are collected in Mumbai (Lower Parel, Goregaon, Navi Mumbai) and Bangalore (Whitefield Road), with Delhi coming soon.',
    'Once you have booked and paid online, the next step is choosing where to give your sample. Our collection centres are:',
    '- **Mumbai:** Lower Parel, Goregaon and Navi Mumbai',
    '- **Bangalore:** Whitefield Road',
    '- **Delhi:** coming soon',
    'Every centre follows the same process: no fasting, an 8–10 ml blood draw, and careful temperature-controlled transport to our laboratory. Choose whichever is most convenient for you.',
  ],
  // 13 — Apr 24, 2024
  [
    'The Survivor Baseline: Why Four Tests in Six Months',
    'Meta Description: Cancer survivors are compared with their own baseline: four tests in six months, then a repeat every 6 to 12 months.',
    'After treatment, every body is different. That is why our Cancer Survivor package compares you with **yourself**, not with an average.',
    '**Building the baseline.** Four tests over six months establish your personal baseline — the range that is normal *for you*.',
    '**Watching over time.** After that, the test is repeated every 6 to 12 months, as agreed with your doctor.',
    '**Acting on a trend.** A single higher reading can happen. If the score rises above your baseline on **two consecutive tests**, a scan is recommended so that your oncologist can look more closely.',
    'The baseline turns numbers into a story you and your doctor can follow.',
  ],
  // 14 — May 8, 2024
  [
    'Why a Sample Sometimes Needs to Be Taken Again',
    'Meta Description: The four reasons an HrC sample may need to be redrawn: temperature, volume, clotting or turbidity, and RNA yield.',
    'Most samples reach our laboratory in perfect condition. Occasionally, though, a sample cannot be analysed reliably, and we ask for a new one. The reasons are:',
    '. The sample was transported at the **wrong temperature**.',
    '. There was **not enough blood** in the tube.',
    '. The sample was **clotted or turbid**, or the **RNA yield** was too low to analyse.',
    'If this happens, our customer-care team will contact you, explain the reason and arrange a fresh collection. We would always rather ask again than report a result we cannot stand behind.',
  ],
  // 15 — May 23, 2024
  [
    'B3 Beyond Cancer: Reports for Diabetes, Heart and Brain',
    'Meta Description: B3 reports are now available for diabetes, cardiac and neurological conditions, alongside oncology.',
    'The B3 test was first used for cancer. The same approach — RNA sequencing of stem cells from a blood sample — can describe changes in other conditions too.',
    'B3 reports are therefore available for **diabetes**, **cardiac** and **neurological** conditions. Each one identifies the organ involved and the gene pathways that show dysregulation.',
    'The practical details stay the same: a **16 ml** blood sample and a process of **6 to 8 weeks**.',
    'As always, a B3 report is meant to add information to your doctor’s assessment. If you are unsure which report fits your situation, our customer-care team can help.',
  ],
  // 16 — Jun 11, 2024
  [
    'Workplace Wellness: Bringing Cancer Risk Testing to Your Team',
    'Meta Description: Companies can offer the HrC test to employees with group and corporate discounts arranged through customer care.',
    'Employers increasingly see health as part of how they care for their people. A blood-based cancer risk assessment is a practical addition to a wellness programme.',
    'Our **corporate packages** let companies offer the HrC test to their teams. Group and corporate discounts are arranged through our customer-care team.',
    'Employees follow the usual process: book and pay online in advance, visit a collection centre without fasting, and receive a confidential report by e-mail.',
    'Results go to the individual, not the employer. That privacy is essential for trust — and for people to take part.',
  ],
  // 17 — Jun 26, 2024
  [
    'The Four B3 Reports, Explained',
    'Meta Description: Occurrence Risk, Response, Remission and Recurrence Risk: the four B3 report types and when each is used.',
    'The B3 test can be reported in four ways, each designed for a different point in a person’s journey:',
    '- **Occurrence Risk:** the risk of cancer occurring, based on the organ and gene pathways that show change.',
    '- **Response:** how the dysregulated pathways respond during treatment.',
    '- **Remission:** the state of the pathways once treatment has brought the disease into remission.',
    '- **Recurrence Risk:** the risk of the cancer coming back.',
    'Whichever report you receive, it is written to be read with your treating doctor, who can place it alongside your other results.',
  ],
  // 18 — Jul 10, 2024
  [
    'Type 1 Diabetes: What a B3 Report Adds to Your Care',
    'Meta Description: For people with Type 1 diabetes, a B3 diabetes report adds an organ and gene pathway view to everyday readings.',
    'Living with **Type 1 diabetes** means becoming an expert in numbers: glucose readings, insulin doses, carbohydrate counts.',
    'A **B3 diabetes report** offers a different kind of information. Using RNA sequencing of stem cells from a 16 ml blood sample, it identifies the organ and gene pathways that show dysregulation.',
    'This does not replace any part of your daily management. It gives you and your diabetes team another layer of information to discuss.',
    'The process takes 6 to 8 weeks. To find out whether it fits your care plan, speak with your doctor or our customer-care team.',
  ],
  // 19 — Jul 25, 2024
  [
    'Type 2 Diabetes: Looking Beyond the Sugar Numbers',
    'HbA1c and fasting sugar are the familiar measures of **Type 2 diabetes**, and they remain essential. But they describe the result, not the processes behind it.',
    'A **B3 diabetes report** looks at those processes. It identifies the organ involved and the gene pathways whose activity has changed by about 2-fold or more against healthy controls.',
    'For some people, seeing the pathway picture makes the conversation with their doctor more specific: *which* systems are involved, and how the care plan addresses them.',
    'The test needs a 16 ml blood sample and takes 6 to 8 weeks. It is an addition to your regular monitoring, never a replacement for it.',
  ],
  // 20 — Aug 13, 2024
  [
    'Caring for Someone Through Cancer Treatment',
    'Meta Description: Practical ideas for caregivers of people in cancer treatment: staying organised, asking questions and caring for yourself.',
    'Caregivers are often the quiet backbone of cancer care — driving to appointments, keeping track of medicines and holding the family together.',
    '**Stay organised.** Keep one folder, paper or digital, for reports, prescriptions and appointment dates. Bring it to every visit.',
    '**Ask questions.** Write them down before appointments. It is always acceptable to ask a doctor to explain something again.',
    '**Look after yourself.** Sleep, meals and a few minutes of rest are not luxuries. You cannot pour from an empty cup.',
    'If your loved one’s oncologist suggests a B3 Response or Remission report, our team can explain the practical steps, so you have one less thing to worry about.',
  ],
  // 21 — Aug 28, 2024
  [
    'Not a Diagnosis: Reading a Risk Score Responsibly',
    'Meta Description: An HrC score is a signal, not a verdict. How to respond calmly to your result, whatever it says.',
    'Opening a health report can make the heart beat faster. So it is worth saying clearly: the HrC score is a **risk assessment**, *not a diagnosis*.',
    '**If your score is normal,** enjoy the reassurance and plan to repeat the test in 12 months.',
    '**If your score is higher,** take it as a prompt, not a verdict. Share the report with your doctor, who can recommend further evaluation or tests that match the band you are in.',
    'You do not have to work it out alone. A post-test consultation is available on request through our customer-care team.',
    'Information is most powerful when it leads to a calm, well-informed next step.',
  ],
  // 22 — Sep 12, 2024
  [
    'Nutrigenomics and Everyday Habits: Small Changes, Personal Reasons',
    'Meta Description: Why advice that fits your biology is easier to keep, and how to turn nutrigenomics insights into lasting habits.',
    'Most of us know what we *should* eat. The hard part is doing it every day. **Nutrigenomics** can help with motivation, because the advice comes with personal reasons.',
    '**Anchor changes to routines.** Link a new habit to something you already do, such as planning tomorrow’s lunch while dinner cooks.',
    '**Make it visible.** Keep your priorities written where you will see them, on the fridge or in your phone.',
    '**Be patient.** Habits take time. Review progress with your nutrition professional rather than judging yourself day by day.',
    'Visit our nutrigenomics website to see how the programme works.',
  ],
  // 23 — Sep 26, 2024
  [
    'Diabetes and Comorbidities: Seeing the Whole Picture',
    'Meta Description: Diabetes often comes with heart and nerve concerns. B3 reports for diabetes, cardiac and neurological conditions help see them together.',
    'Diabetes is rarely a single-condition story. Many people also live with concerns about their **heart** or their **nerves**, and each may be managed by a different specialist.',
    'B3 reports are available for **diabetes**, **cardiac** and **neurological** conditions. Each identifies the organ involved and the gene pathways that show change.',
    'Seen together, these reports can help the care team discuss the person as a whole rather than one organ at a time.',
    'Our Comorbidity Management programme explains how the reports fit together. Ask your doctor whether they are right for you.',
  ],
  // 24 — Oct 15, 2024
  [
    'Breast Cancer Awareness Month: Talking About Risk Without Fear',
    'Meta Description: This Breast Cancer Awareness Month, replace worry with information and talk about cancer risk calmly.',
    'October brings pink ribbons and important reminders. It can also bring anxiety. This year, we invite you to replace worry with **information**.',
    '**Talk openly.** Ask the women in your family how they are, and whether they are keeping up with the checks their doctors recommend.',
    '**Know the tools.** Screening recommended by your doctor remains essential. A blood-based risk assessment such as HrC is an *additional* way to learn about your risk before symptoms appear; it is not diagnostic.',
    '**Join a session.** Throughout October we are hosting free information sessions in Mumbai and online. Details are on our Sessions page.',
  ],
  // 25 — Nov 14, 2024
  [
    'World Diabetes Day: Know Your Pathways',
    'Meta Description: On World Diabetes Day, how B3 gene pathway reports can support long-term diabetes care conversations.',
    'World Diabetes Day is a moment to look beyond daily numbers and think about the **long term**.',
    'Our B3 diabetes reports add a pathway-level view: from a 16 ml blood sample, RNA sequencing of stem cells identifies the organ and gene pathways involved.',
    'Whether you live with Type 1 or Type 2 diabetes, or care for someone who does, that view can make conversations with your doctor more specific.',
    '*Know your numbers — and, if it helps, know your pathways.*',
    'Explore our diabetes programmes to learn more.',
  ],
  // 26 — Dec 10, 2024
  [
    'A Year of Early Detection: What Our Community Taught Us',
    'Meta Description: Looking back on a year of information sessions, customer questions and a new collection centre in Bangalore.',
    'As the year ends, we want to thank everyone who asked us a question, came to a session or trusted us with a sample.',
    '**You asked for clarity.** The most common question was *“what does my score mean?”* We responded by making our interpretation guidance clearer and offering consultations on request.',
    '**You asked for convenience.** In October we opened our Whitefield Road centre in Bangalore, and work on Delhi continues.',
    '**You asked beyond cancer.** B3 reports now cover diabetes, cardiac and neurological conditions.',
    'Thank you for a year of conversations. We look forward to many more.',
  ],
  // 27 — Jan 21, 2025
  [
    'A New Year Habit: Scheduling Your Annual HrC Check',
    'Meta Description: With a normal HrC score, repeat the test after 12 months. Make the annual check a habit you plan.',
    'New Year resolutions often fade by February. Here is one that takes five minutes: **schedule your annual HrC check**.',
    'If your last score was in the normal range (0 to 2), the recommendation is to repeat the test after **12 months**. If it was between 2 and 6, the retest is due sooner, in **6 months**.',
    'Put a reminder in your calendar now, or tie it to a date you never forget, such as a birthday.',
    'When the time comes, booking and payment are online, there is no fasting, and results follow within 10 working days after your sample reaches the lab.',
  ],
  // 28 — Feb 4, 2025
  [
    'World Cancer Day 2025: Follow-Up Is Part of Survivorship',
    'Meta Description: For survivors, regular monitoring is a way to stay in charge after treatment. How our survivor baseline works.',
    'This World Cancer Day, we want to celebrate **survivors** — and the quiet discipline of follow-up that helps them stay well.',
    'Regular monitoring is not a sign of worry. It is a way of staying in charge: noticing change early and discussing it calmly.',
    'Our Cancer Survivor package sets a personal baseline with **four tests in six months**, then repeats the test every **6 to 12 months**. After **two consecutive rises** above baseline, a scan is recommended.',
    'To every survivor reading this: *thank you for your courage, and for showing others that life after cancer is full of possibility.*',
  ],
  // 29 — Mar 18, 2025
  [
    'HrC Sample Collection Is Now Available in Delhi',
    'Meta Description: HrC sample collection is now available in Delhi, joining our centres in Mumbai and Bangalore.',
    'We are delighted to share that **HrC sample collection is now available in Delhi**.',
    'Customers in Delhi can book and pay online as usual, choose the Delhi centre, and give their 8–10 ml sample without fasting.',
    'Delhi joins our existing centres in **Mumbai** (Lower Parel, Goregaon and Navi Mumbai) and **Bangalore** (Whitefield Road).',
    'Reports still arrive within 10 working days after the sample reaches our laboratory, by e-mail with an SMS alert.',
    'Thank you to everyone in Delhi who wrote to us asking when we would arrive. *We are here.*',
  ],
  // 30 — May 6, 2025 (only post without an external url; contains the one journal link)
  [
    'Inside the Lab: How RNA Sequencing Powers the B3 Test',
    'Meta Description: Follow a B3 sample from the 16 ml blood draw to the final report, and see why the process takes 6 to 8 weeks.',
    'People often ask why the B3 test takes **6 to 8 weeks** when a routine blood test takes a day. The answer lies in what happens inside the laboratory.',
    '**1. Collection.** A 16 ml blood sample is drawn and transported under controlled conditions.',
    '**2. Sequencing.** Stem cells are isolated from the sample and their RNA is sequenced. RNA reflects which genes are *active*, so sequencing it shows how strongly each gene is being used.',
    '**3. Analysis.** Each gene’s activity is compared with healthy controls. Genes that change by about **2-fold or more** are counted as dysregulated and grouped into pathways linked to the organ involved.',
    '**4. Reporting.** Scientists review the findings and prepare one of four reports: Occurrence Risk, Response, Remission or Recurrence Risk.',
    'For readers who want the methods in more depth, see [this peer-reviewed overview of RNA sequencing in blood-based biopsy](https://journal.example/articles/rna-sequencing-blood-based-biopsy-overview).',
    'Every step is designed for one goal: a report that you and your doctor can trust.',
  ],
];
