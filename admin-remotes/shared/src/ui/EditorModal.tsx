/**
 * The add/edit modal of a managed list (sessions, jobs): closed, 'new' or the
 * item being edited. The form inside starts afresh for each item.
 */
import { Alert, Modal } from 'antd';
import {
  Fragment,
  useEffect,
  useState,
  type ComponentType,
  type FormEvent,
  type ReactNode,
} from 'react';
import { splitMessage } from '../messages';
import { focusFirstMarked } from './focusFirstMarked';

export type Editing<T> = T | 'new' | null;

/** Saves a form's values; resolves to an error text to show in the form, or null when saved. */
export type SaveHandler<D> = (draft: D, id: number | null) => Promise<string | null>;

export function EditorModal<T extends { id: number }>({
  editing,
  addTitle,
  editTitle,
  width,
  maskClosable,
  onCancel,
  children,
}: {
  editing: Editing<T>;
  addTitle: string;
  editTitle: string;
  width: number;
  maskClosable?: boolean;
  onCancel: () => void;
  /** The form for the item (null = a new one). */
  children: (item: T | null) => ReactNode;
}) {
  return (
    <Modal
      open={editing !== null}
      title={editing === 'new' ? addTitle : editTitle}
      onCancel={onCancel}
      footer={null}
      destroyOnHidden
      width={width}
      {...(maskClosable === undefined ? {} : { maskClosable })}
    >
      {editing !== null && (
        <Fragment key={editing === 'new' ? 'new' : editing.id}>
          {children(editing === 'new' ? null : editing)}
        </Fragment>
      )}
    </Modal>
  );
}

/** What a managed list's tab gives its add/edit modal. */
export interface ItemEditorProps<T, D> {
  /** null = closed; 'new' = add; an item = edit. */
  editing: Editing<T>;
  onCancel: () => void;
  onSave: SaveHandler<D>;
}

/** What the form inside that modal gets: its first values and the id it saves (null = a new item). */
export interface ItemFormProps<D> {
  initial: D;
  id: number | null;
  onCancel: () => void;
  onSave: SaveHandler<D>;
}

/**
 * The add/edit modal of a managed list (sessions, jobs) with its form, which starts from the
 * item's values or, for a new one, from `newDraft()`.
 */
export function ItemEditor<T extends { id: number }, D>({
  editing,
  onCancel,
  onSave,
  addTitle,
  editTitle,
  width,
  maskClosable,
  draftOf,
  newDraft,
  Form,
}: ItemEditorProps<T, D> & {
  addTitle: string;
  editTitle: string;
  width: number;
  maskClosable?: boolean;
  draftOf: (item: T) => D;
  newDraft: () => D;
  Form: ComponentType<ItemFormProps<D>>;
}) {
  return (
    <EditorModal
      editing={editing}
      addTitle={addTitle}
      editTitle={editTitle}
      width={width}
      maskClosable={maskClosable}
      onCancel={onCancel}
    >
      {(item) => (
        <Form
          initial={item ? draftOf(item) : newDraft()}
          id={item ? item.id : null}
          onCancel={onCancel}
          onSave={onSave}
        />
      )}
    </EditorModal>
  );
}

/** A form's values, a setter per field and `bind(field)` for a text control. */
export function useDraft<D extends object>(initial: D) {
  const [draft, setDraft] = useState(initial);
  const set = <K extends keyof D>(key: K, value: D[K]) => setDraft((d) => ({ ...d, [key]: value }));
  /** A text control's name, value and onChange for one field (the typed text becomes the field's value). */
  const bind = <K extends keyof D & string>(key: K) => ({
    name: key,
    value: draft[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value as D[K]),
  });
  return { draft, set, bind };
}

/**
 * The submit of an add/edit form: `invalid` returns true to stop (it may show
 * why through `setProblem`); otherwise the form saves, and an error the save
 * returns becomes the form's problem. After a stop the focus moves to the
 * first field the form marks `aria-invalid` (focusFirstMarked).
 */
export function useFormSubmit(
  save: () => Promise<string | null>,
  invalid: (setProblem: (text: string) => void) => boolean,
) {
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [refused, setRefused] = useState<{ form: HTMLFormElement } | null>(null);
  useEffect(() => focusFirstMarked(refused?.form), [refused]);
  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (invalid(setProblem)) {
      setRefused({ form: e.currentTarget });
      return;
    }
    setSaving(true);
    setProblem(null);
    const error = await save();
    setSaving(false);
    if (error) setProblem(error);
  }
  return { saving, problem, setProblem, submit };
}

/** The red line of a form that could not be saved (a detail on its second line, see `withDetail`). */
export function FormProblem({ text }: { text: string | null }) {
  if (!text) return null;
  const { title, detail } = splitMessage(text);
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={title}
      description={detail ?? undefined}
      data-testid="form-problem"
    />
  );
}
