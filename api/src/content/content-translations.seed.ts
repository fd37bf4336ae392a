import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DemoSeeder } from '../platform/database/demo-seeds';
import type { RichTextDoc } from '../rich-text/rich-text';
import { ContentItem } from './content-item.entity';
import type { ContentKindName } from './content-kinds';
import { ContentTranslation, type TranslationLanguage } from './content-translation.entity';
import { englishDigest } from './content-translations';

/**
 * Who the panel names as the last to change a demo translation: the drafts are the project's,
 * written from the glossary (public-web/i18n/GLOSSARY.md), and nobody on the staff has read them.
 */
export const DEMO_TRANSLATOR = 'draft, not reviewed';

const doc = (...paragraphs: string[]): RichTextDoc =>
  ({
    type: 'doc',
    content: paragraphs.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
  }) as RichTextDoc;

type Words = { title: string; paragraphs: string[] };

/**
 * Hindi and Marathi drafts of the first HrC questions of the FAQ, each saying what its English
 * says and no more (the English: bundled-content.json). Drafts: staff review, submit and
 * publish them in the panel, or change them first.
 */
const DEMO_TRANSLATIONS: { kind: ContentKindName; slug: string; hi: Words; mr: Words }[] = [
  {
    kind: 'faq',
    slug: 'what-is-the-hrc-test',
    hi: {
      title: 'HrC टेस्ट क्या है?',
      paragraphs: [
        'HrC रक्त पर आधारित कैंसर जोखिम का आकलन है। एक ही रक्त नमूने से यह एक स्कोर देता है, जो कैंसर के आपके वर्तमान जोखिम को दिखाता है, ताकि लक्षण दिखने से पहले ही जोखिम पहचाना जा सके।',
      ],
    },
    mr: {
      title: 'HrC चाचणी म्हणजे काय?',
      paragraphs: [
        'HrC हे रक्तावर आधारित कर्करोग धोक्याचे मूल्यमापन आहे. एकाच रक्त नमुन्यातून ते एक गुणांक देते, जो तुमचा कर्करोगाचा सध्याचा धोका दाखवतो, जेणेकरून लक्षणे दिसण्यापूर्वीच धोका ओळखता येईल.',
      ],
    },
  },
  {
    kind: 'faq',
    slug: 'is-the-hrc-test-a-diagnostic-test',
    hi: {
      title: 'क्या HrC टेस्ट निदान का टेस्ट है?',
      paragraphs: [
        'नहीं। HrC जोखिम का आकलन करता है; यह कैंसर का निदान नहीं करता। अधिक स्कोर इस बात का संकेत है कि आप अपने डॉक्टर से बात करें, जो आगे के चिकित्सा मूल्यांकन या निदान के टेस्ट की सलाह दे सकते हैं।',
      ],
    },
    mr: {
      title: 'HrC चाचणी ही निदान चाचणी आहे का?',
      paragraphs: [
        'नाही. HrC धोक्याचे मूल्यमापन करते; ते कर्करोगाचे निदान करत नाही. जास्त गुणांक हा तुमच्या डॉक्टरांशी बोलण्याचा संकेत आहे; ते पुढील वैद्यकीय मूल्यमापन किंवा निदान चाचण्या सुचवू शकतात.',
      ],
    },
  },
  {
    kind: 'faq',
    slug: 'is-the-test-invasive-or-painful',
    hi: {
      title: 'क्या टेस्ट में चीर-फाड़ या दर्द होता है?',
      paragraphs: [
        'HrC बिना चीर-फाड़ का टेस्ट है। इसके लिए बस बाँह से सामान्य रूप से खून लिया जाता है, किसी भी आम रक्त जाँच की तरह; इसमें न ऊतक (टिश्यू) बायोप्सी होती है, न कोई स्कैन।',
      ],
    },
    mr: {
      title: 'चाचणी छेदयुक्त किंवा वेदनादायक आहे का?',
      paragraphs: [
        'HrC छेदरहित आहे. त्यासाठी फक्त हातातून नेहमीप्रमाणे रक्त घेतले जाते, कोणत्याही साध्या रक्त चाचणीसारखे; ऊतींची (टिश्यू) बायोप्सी किंवा स्कॅन करावे लागत नाही.',
      ],
    },
  },
];

/**
 * The demo translations, as drafts made from the items' English as it is now; an item staff
 * removed is skipped.
 */
export async function seedDemoTranslations(m: EntityManager): Promise<void> {
  for (const demo of DEMO_TRANSLATIONS) {
    const item = await m.findOne(ContentItem, { where: { kind: demo.kind, slug: demo.slug } });
    if (!item || item.deletedAt) continue;
    for (const language of ['hi', 'mr'] as TranslationLanguage[]) {
      const words = demo[language];
      await m.save(
        ContentTranslation,
        Object.assign(new ContentTranslation(), {
          itemId: item.id,
          language,
          status: 'draft',
          title: words.title,
          fields: {},
          body: doc(...words.paragraphs),
          seoDescription: null,
          sourceDigest: englishDigest(item),
          updatedBy: DEMO_TRANSLATOR,
        }),
      );
    }
  }
}

@Injectable()
export class ContentTranslationsSeeder extends DemoSeeder(
  'content-translations',
  seedDemoTranslations,
  'demo Hindi and Marathi drafts of three FAQs seeded (not reviewed)',
) {}
