/**
 * The rich-text editor (TipTap) of the site's content and of newsletters: only what the API allows — paragraphs, headings 2–3 from
 * the toolbar (4 typed as ####), lists, quotes, rules, bold, italic, underline, strike, links and
 * images from the media library. Code and code blocks are off: the API refuses them. Its value is
 * the editor's JSON document.
 */
import type { ControlProps } from './EditorField';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button } from 'antd';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { injectStyles } from './styles';

injectStyles(
  'kv-rich-image',
  `
.kv-rich__text img{display:block;max-width:100%;height:auto;margin:8px 0;border-radius:4px}
.kv-rich__text img.ProseMirror-selectednode{outline:2px solid #0b6e4f;outline-offset:2px}
`,
);

/** A dialog that chooses an image of the media library (the tab gives it: it calls the API). */
type ImagePicker = ComponentType<{
  onChoose(image: { url: string; alt: string }): void;
  onCancel(): void;
}>;

/**
 * An image of the media library, and only that: one pasted from another site is left out (the
 * API would refuse its address), one copied from another item keeps its place.
 */
const LibraryImage = Image.extend({
  parseHTML() {
    return [{ tag: 'img[src^="/api/content-images/"]' }];
  },
}).configure({ inline: false, allowBase64: false });

const EMPTY = { type: 'doc', content: [{ type: 'paragraph' }] };
/** The addresses a link may have (the API's allow-list): web, mail, phone or a site path. */
const LINK = /^(https?:\/\/|mailto:|tel:|\/)/i;

export interface RichTextProps {
  value: unknown;
  /**
   * How many times the form took an item from the API (a save, a reload, a restored revision):
   * a new number replaces the editor's content with `value`. Nothing else does. Comparing
   * `value` with what the editor last produced instead let a render that was one keystroke
   * behind put the older text back, with the caret at the end (text typed in a list came out
   * as a paragraph after it), and the two then chased each other.
   */
  loaded: number;
  onChange(doc: unknown): void;
  readOnly: boolean;
  control: ControlProps;
  label: string;
  /** With one, the toolbar has an Image button that places an image of the media library. */
  imagePicker?: ImagePicker;
}

export function RichText({
  value,
  loaded,
  onChange,
  readOnly,
  control,
  label,
  imagePicker,
}: RichTextProps) {
  const applied = useRef(loaded);
  const editable = useRef(!readOnly);
  // The editor keeps the onUpdate it was made with; this reaches the latest onChange.
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, protocols: ['mailto', 'tel'] },
      }),
      LibraryImage,
    ],
    content: (value as object | null) ?? EMPTY,
    editable: !readOnly,
    editorProps: {
      attributes: {
        class: 'kv-rich__text',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(control['aria-describedby'] ? { 'aria-describedby': control['aria-describedby'] } : {}),
        ...(control['aria-invalid'] ? { 'aria-invalid': 'true' } : {}),
        id: control.id,
      },
    },
    onUpdate: ({ editor: e }) => onChangeRef.current(e.isEmpty ? null : e.getJSON()),
  });
  useEffect(() => {
    if (!editor || editable.current === !readOnly) return;
    editable.current = !readOnly;
    // No update event: the text is unchanged, and the editor's JSON (with its default
    // attributes) as an onChange would mark the form changed after every save or publish.
    editor.setEditable(!readOnly, false);
  }, [editor, readOnly]);
  useEffect(() => {
    if (!editor || applied.current === loaded) return;
    applied.current = loaded;
    editor.commands.setContent((value as object | null) ?? EMPTY, { emitUpdate: false });
    // Only a new `loaded` replaces the content: `value` is read, not watched.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor, loaded]);

  return (
    <div className={`kv-rich${readOnly ? ' kv-rich--readonly' : ''}`}>
      {!readOnly && editor && <Toolbar editor={editor} imagePicker={imagePicker} />}
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor, imagePicker: Picker }: { editor: Editor; imagePicker?: ImagePicker }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      link: e.isActive('link'),
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const [picking, setPicking] = useState(false);

  function link() {
    const current = (editor.getAttributes('link').href as string | undefined) ?? '';
    const href = window.prompt('Link address (https://…, mailto:…, tel:… or /page):', current);
    if (href === null) return;
    if (!href.trim()) return void chain().extendMarkRange('link').unsetLink().run();
    if (!LINK.test(href.trim())) {
      window.alert('A link must start with https://, http://, mailto:, tel: or /.');
      return;
    }
    chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  }

  const tool = (
    label: string,
    text: string,
    active: boolean | undefined,
    run: () => void,
    disabled = false,
  ) => (
    <Button
      size="small"
      type={active ? 'primary' : 'default'}
      aria-label={label}
      aria-pressed={active === undefined ? undefined : active}
      title={label}
      disabled={disabled}
      onMouseDown={(e) => e.preventDefault()}
      onClick={run}
    >
      {text}
    </Button>
  );

  return (
    <div className="kv-rich__tools" role="toolbar" aria-label="Formatting">
      {tool('Bold', 'B', state.bold, () => chain().toggleBold().run())}
      {tool('Italic', 'I', state.italic, () => chain().toggleItalic().run())}
      {tool('Heading 2', 'H2', state.h2, () => chain().toggleHeading({ level: 2 }).run())}
      {tool('Heading 3', 'H3', state.h3, () => chain().toggleHeading({ level: 3 }).run())}
      {tool('Bullet list', '• List', state.bullet, () => chain().toggleBulletList().run())}
      {tool('Numbered list', '1. List', state.ordered, () => chain().toggleOrderedList().run())}
      {tool('Link', 'Link', state.link, link)}
      {Picker && tool('Image from the library', 'Image', undefined, () => setPicking(true))}
      {tool('Undo', 'Undo', undefined, () => chain().undo().run(), !state.undo)}
      {tool('Redo', 'Redo', undefined, () => chain().redo().run(), !state.redo)}
      {Picker && picking && (
        <Picker
          onChoose={(image) => {
            setPicking(false);
            chain().setImage({ src: image.url, alt: image.alt }).run();
          }}
          onCancel={() => setPicking(false)}
        />
      )}
    </div>
  );
}
