/**
 * Rich text for the site's content (blog posts, news) and newsletters: stored as the TipTap
 * editor's JSON, checked with richTextProblem, shown with renderRichText.
 */

export {
  imageSourcesOf,
  IMAGE_PROBLEM,
  LINK_PROBLEM,
  richTextProblem,
  type RichTextDoc,
  type RichTextMark,
  type RichTextNode,
} from './rich-text-schema';
export {
  mailTextOf,
  plainTextOf,
  portableRichTextHtml,
  renderRichText,
  sanitizeRichTextHtml,
  type PortableStyles,
  type RichTextImage,
  type RichTextImages,
} from './rich-text-html';
