/**
 * One item's translation into Hindi or Marathi, beside its English (a wide modal): the English
 * words read-only on one side, the translation's on the other, in the same form. An editor saves
 * a draft and submits it; a publisher publishes it (its words go on the site) or takes it off.
 * A translation made from English words that changed since is outdated: it is not published
 * again until someone brings it up to date and saves it.
 */
import { ConfirmDialog, failureSentence, StatusTag } from '@kavach/admin-shared';
import { Button, Modal } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import {
  fetchTranslations,
  saveTranslation,
  translationAction,
  type ContentItem,
  type ContentKind,
  type Translation,
  type TranslationLanguage,
} from './api';
import { EditorMessages } from './EditorActions';
import { KindForm } from './KindForm';
import {
  DISCARD_CONFIRM,
  errorText,
  fieldProblems,
  isConflict,
  kindOf,
  problemsAfterChange,
  sameValues,
  TRANSLATION_LANGUAGES,
  TRANSLATION_TAGS,
  translationInputOf,
  translationValuesOf,
  valuesOf,
  type FormValues,
} from './rules';

interface TranslationEditorProps {
  kind: ContentKind;
  /** The English item, as the item's editor has it. */
  item: ContentItem;
  language: TranslationLanguage;
  publisher: boolean;
  onClose(): void;
  /** The translation changed on the server (the states read again). */
  onChanged(): void;
}

/** Where the translation stands, in a sentence under its tag. */
function standing(t: Translation): string | null {
  if (t.state === 'outdated')
    return 'The English has changed since this was translated: bring it up to date and save it, then it can be published.';
  if (t.state === 'published') return 'These words are on the site.';
  if (t.live) return 'An earlier version is on the site until this one is published.';
  if (t.state === 'missing') return 'Not translated yet: visitors read the English, with a notice.';
  return null;
}

function TranslationEditor({
  kind,
  item,
  language,
  publisher,
  onClose,
  onChanged,
}: TranslationEditorProps) {
  const spec = kindOf(kind);
  const name = TRANSLATION_LANGUAGES.find((l) => l.code === language)?.name ?? language;
  const english = valuesOf(kind, item);
  const [translation, setTranslation] = useState<Translation | null>(null);
  const [base, setBase] = useState<FormValues | null>(null);
  const [values, setValues] = useState<FormValues | null>(null);
  const [loads, setLoads] = useState(0);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const dirty = values !== null && base !== null && !sameValues(values, base);

  function took(t: Translation) {
    const v = translationValuesOf(kind, t);
    setTranslation(t);
    setBase(v);
    setValues(v);
    setLoads((n) => n + 1);
  }

  async function load() {
    const { data } = await fetchTranslations(kind, item.id);
    const t = data.translations.find((x) => x.language === language);
    if (t) took(t);
  }

  useEffect(() => {
    // The shell's Devanagari face, fetched before the first letter is typed: a field drawn
    // while it was on its way could keep its empty boxes.
    void document.fonts?.load('16px "Noto Sans Devanagari Variable"', 'क').catch(() => undefined);
    load().catch((err: unknown) => setFailure(errorText('the translation was not loaded.', err)));
    // The item and language are fixed for the modal's life (it is keyed by them).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function run(label: string, what: string, call: () => Promise<void>) {
    setBusy(label);
    setFailure(null);
    setConflict(null);
    setNotice(null);
    try {
      await call();
      onChanged();
    } catch (err) {
      const fields = fieldProblems(err);
      if (Object.keys(fields).length > 0) setProblems(fields);
      else if (isConflict(err)) setConflict(failureSentence(err));
      else setFailure(errorText(what, err));
    } finally {
      setBusy(null);
    }
  }

  /** Saves what is typed when it changed (or is new); the translation as saved. */
  async function saved(): Promise<Translation> {
    if (!translation || !values) throw new Error('The translation is not loaded yet.');
    // An outdated translation is saved only by Save draft: someone says it fits the English now.
    if (!dirty && translation.state !== 'missing') return translation;
    const input = translationInputOf(kind, values, translation.version);
    const { data } = await saveTranslation(kind, item.id, language, input);
    took(data);
    return data;
  }

  const save = () =>
    run('save', 'the translation was not saved.', async () => {
      await saved();
      setNotice('Draft saved.');
    });

  const act = (action: 'submit' | 'publish' | 'unpublish') =>
    run(
      action,
      `the translation was not ${action === 'submit' ? 'submitted' : `${action}ed`}.`,
      async () => {
        const current = action === 'unpublish' ? translation! : await saved();
        const { data } = await translationAction(action, kind, item.id, language, current.version);
        took(data);
        setNotice(
          action === 'submit'
            ? 'Submitted: it waits for a publisher, who publishes it.'
            : action === 'publish'
              ? `Published: ${name} visitors read it at /${language}${item.url}.`
              : `Unpublished: ${name} visitors read the English, with a notice.`,
        );
      },
    );

  const reload = () =>
    run('reload', 'the translation was not reloaded.', async () => {
      await load();
      setProblems({});
    });

  function close() {
    if (busy) return;
    if (dirty) setLeaving(true);
    else onClose();
  }

  const t = translation;
  const disabled = busy !== null || t === null;
  const title = `${name} translation of the ${spec.noun}`;
  return (
    <Modal
      open
      title={title}
      onCancel={close}
      footer={null}
      maskClosable={false}
      width={1200}
      className="kv-ct-modal"
    >
      <form
        noValidate
        aria-label={title}
        className="kv-ct-form"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        {t && (
          <p className="kv-ct-meta" data-testid="translation-state">
            <StatusTag statuses={TRANSLATION_TAGS} status={t.state} />
            {standing(t) && <span>{standing(t)}</span>}
            {t.updated_by && <span>Last change: {t.updated_by}</span>}
          </p>
        )}
        <div className="kv-ct-sides">
          <section aria-label="English" lang="en" className="kv-ct-side">
            <h3 className="kv-ct-side__title">English</h3>
            <KindForm
              kind={kind}
              values={english}
              loaded={0}
              onChange={() => undefined}
              problems={{}}
              readOnly
              wordsOnly
            />
          </section>
          <section aria-label={name} lang={language} className="kv-ct-side">
            <h3 className="kv-ct-side__title">{name}</h3>
            {values && (
              <KindForm
                kind={kind}
                values={values}
                loaded={loads}
                onChange={(patch) => {
                  setValues((v) => (v ? { ...v, ...patch } : v));
                  setProblems((p) => problemsAfterChange(p, patch, values));
                }}
                problems={problems}
                readOnly={disabled}
                wordsOnly
              />
            )}
          </section>
        </div>
        <EditorMessages
          conflict={conflict}
          failure={failure}
          notice={notice}
          onReload={() => void reload()}
          disabled={disabled}
        />
        <div className="kv-ct-actions">
          <Button
            htmlType="submit"
            disabled={disabled || (!dirty && t?.state !== 'missing' && t?.state !== 'outdated')}
            loading={busy === 'save'}
          >
            Save draft
          </Button>
          {t &&
            (t.state === 'draft' || t.state === 'missing' || (t.state === 'outdated' && dirty)) && (
              <Button
                onClick={() => void act('submit')}
                disabled={disabled}
                loading={busy === 'submit'}
              >
                Submit for review
              </Button>
            )}
          {publisher && t && t.state !== 'published' && (
            <Button
              type="primary"
              onClick={() => void act('publish')}
              disabled={disabled}
              loading={busy === 'publish'}
            >
              Publish
            </Button>
          )}
          {publisher && t?.live && (
            <Button
              danger
              onClick={() => void act('unpublish')}
              disabled={disabled}
              loading={busy === 'unpublish'}
            >
              Unpublish
            </Button>
          )}
          <Button onClick={close} disabled={busy !== null}>
            Close
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={leaving}
        text={DISCARD_CONFIRM}
        okText="Discard changes"
        onConfirm={onClose}
        onCancel={() => setLeaving(false)}
      />
    </Modal>
  );
}

/**
 * The item editor's strip of its translations: each language's state, and the button that opens
 * its translation. The states are read again whenever the English is saved (an edit can make a
 * translation outdated) and after each change to a translation.
 */
export function Translations({
  kind,
  item,
  publisher,
  disabled,
}: {
  kind: ContentKind;
  item: ContentItem;
  publisher: boolean;
  disabled: boolean;
}) {
  const [states, setStates] = useState<Translation[] | null>(null);
  const [open, setOpen] = useState<TranslationLanguage | null>(null);
  const load = useCallback(() => {
    fetchTranslations(kind, item.id).then(
      ({ data }) => setStates(data.translations),
      () => setStates(null),
    );
  }, [kind, item.id]);
  useEffect(load, [load, item.version]);
  return (
    <div className="kv-ct-translations" role="group" aria-label="Translations">
      <span className="kv-ct-translations__title">Translations</span>
      {TRANSLATION_LANGUAGES.map(({ code, name }) => {
        const state = states?.find((t) => t.language === code)?.state;
        return (
          <span key={code} className="kv-ct-inline">
            <Button
              size="small"
              onClick={() => setOpen(code)}
              disabled={disabled}
              aria-label={`${name} translation${state ? `: ${TRANSLATION_TAGS[state].label}` : ''}`}
            >
              {name}
            </Button>
            {state && <StatusTag statuses={TRANSLATION_TAGS} status={state} />}
          </span>
        );
      })}
      {open && (
        <TranslationEditor
          key={open}
          kind={kind}
          item={item}
          language={open}
          publisher={publisher}
          onClose={() => setOpen(null)}
          onChanged={load}
        />
      )}
    </div>
  );
}
