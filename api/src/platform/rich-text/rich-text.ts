/**
 * Rich text for the site's content (blog posts, news) and newsletters: stored as the TipTap
 * editor's JSON, checked with richTextProblem, shown with renderRichText.
 */

export {
  imageSourcesOf,
  IMAGE_PROBLEM,
  isSafeHref,
  LINK_PROBLEM,
  RICH_TEXT_LIMITS,
  richTextProblem,
  type RichTextBranch,
  type RichTextDoc,
  type RichTextHeading,
  type RichTextImageNode,
  type RichTextLeaf,
  type RichTextMark,
  type RichTextNode,
  type RichTextText,
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
