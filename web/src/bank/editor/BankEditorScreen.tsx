// /admin/bank/:id and /admin/bank/new (docs/content.md#editor), Admin only (docs/access.md#admin-pages):
// renders the engine's bankEditorMachine through bankEditorView: the question's place and languages,
// for each language its body, options A–D and explanation as parts (text, formula or image path),
// the right option, Save / Publish / Retire, the problems that keep it from saving, the version
// history, and beside it (below it on a phone) the live preview at a phone's width through the
// exam's renderer. Nothing here decides. The address follows the version being edited, so a
// reload opens it again (docs/content.md#editor).
import {
  bankEditorMachine,
  bankEditorView,
  type BankEditorView,
  type BankFieldView,
  type BankLanguage,
  type BankLanguages,
  type BankPartType,
  type BankSideView,
} from '@proshno/engine';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { Button, FileTrigger, Label, Radio, RadioGroup, TextArea, TextField } from 'react-aria-components';
import { useClient } from 'urql';
import { Link, useLocation } from 'wouter';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { LoadFailed } from '../../controls/LoadFailed';
import { Loading } from '../../controls/LoadState';
import { SelectField } from '../../controls/SelectField';
import * as controls from '../../controls/controls.css';
import * as css from './bankEditor.css';
import { loadEditor, saveQuestion, setQuestionStatus, uploadImage } from './editorCalls';
import { QuestionPreview } from './QuestionPreview';

export type BankEditorActor = ActorRefFrom<typeof bankEditorMachine>;
type EditorView = Extract<BankEditorView, { screen: 'editor' }>;

/**
 * The route's id is the version to open (null: a new question, /admin/bank/new). When the editor
 * saves a new question, saves a published one as a new version or opens the newest, the address
 * becomes that version's in place of the old one, and the editor stays as it is (its notice, a
 * publish under way). Any other change of address (a link, a typed address) opens a fresh editor.
 */
export default function BankEditorScreen({ id }: { id: number | null }) {
  const [, navigate] = useLocation();
  // The id the address had at the last render, or the one the editor itself put there; the
  // editor's key changes only when the address changed some other way (a link, a typed address).
  // Refs, not state: the address changes in the router's own update, which a state update made
  // beside it need not share, and the editor would be made anew for a moment's mismatch.
  const known = useRef(id);
  const key = useRef(0);
  if (known.current !== id) {
    known.current = id;
    key.current += 1;
  }
  const follow = useCallback(
    (version: number) => {
      known.current = version;
      navigate(`/admin/bank/${version}`, { replace: true });
    },
    [navigate],
  );
  return <EditorAt key={key.current} id={id} follow={follow} />;
}

function EditorAt({ id, follow }: { id: number | null; follow: (version: number) => void }) {
  const actor = useBankEditorActor(id);
  const version = useSelector(actor, (snapshot) => snapshot.context.id);
  useEffect(() => {
    if (version !== null && version !== id) follow(version);
  }, [version, id, follow]);
  return <BankEditorPage actor={actor} />;
}

function useBankEditorActor(id: number | null): BankEditorActor {
  const client = useClient();
  const machine = useMemo(
    () =>
      bankEditorMachine.provide({
        actors: {
          loadEditor: fromPromise(({ input }) => loadEditor(client, input.id)),
          saveQuestion: fromPromise(({ input }) => saveQuestion(client, input.id, input.input)),
          setQuestionStatus: fromPromise(({ input }) => setQuestionStatus(client, input.id, input.status)),
          uploadImage: fromPromise(({ input }) => uploadImage(client, input.file)),
        },
      }),
    [client],
  );
  return useActorRef(machine, { input: { id } });
}

/** The page for whatever state its actor is in; the gallery renders it from a snapshot. */
export function BankEditorPage({ actor }: { actor: BankEditorActor }) {
  const view = useSelector(actor, bankEditorView, sameView);
  if (view.screen === 'loading') return <Loading label={view.label} />;
  if (view.screen === 'failed') return <LoadFailed text={view.message} onRetry={() => actor.send({ type: 'RETRY' })} />;
  return <Editor view={view} actor={actor} />;
}

/** The view is rebuilt on every snapshot; one that shows the same draws nothing. */
function sameView(a: BankEditorView, b: BankEditorView): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function Editor({ view, actor }: { view: EditorView; actor: BankEditorActor }) {
  return (
    <div className={css.page}>
      <div className={css.head}>
        <h1 className={css.title}>{view.heading}</h1>
        <Link href="/admin/bank" className={controls.button({ kind: 'secondary' })}>
          {view.back}
        </Link>
      </div>
      {view.statusLine === null ? null : <p className={css.muted}>{view.statusLine}</p>}
      <div className={css.columns}>
        <form
          className={css.form}
          aria-busy={view.busy}
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'SAVE' });
          }}
        >
          <section className={css.card} aria-labelledby="bank-place">
            <h2 id="bank-place" className={css.sectionHeading}>
              {view.placeHeading}
            </h2>
            <div className={css.fields}>
              {view.pickers.map((picker) => (
                <div key={picker.level} className={css.field}>
                  <SelectField
                    label={picker.label}
                    options={picker.choices.map((c) => ({ id: String(c.id), name: c.name }))}
                    value={picker.value === null ? '' : String(picker.value)}
                    placeholder={picker.placeholder}
                    isDisabled={view.busy}
                    onChange={(value) => actor.send({ type: 'EDIT', change: { edit: 'place', level: picker.level, id: value === '' ? null : Number(value) } })}
                  />
                </div>
              ))}
            </div>
            <RadioGroup
              className={controls.field}
              value={view.languages.value}
              isDisabled={view.busy}
              orientation="horizontal"
              onChange={(value) => {
                const languages = view.languages.choices.find((c): c is { id: BankLanguages; name: string } => c.id === value)?.id;
                if (languages !== undefined) actor.send({ type: 'EDIT', change: { edit: 'languages', languages } });
              }}
            >
              <Label className={controls.label}>{view.languages.label}</Label>
              <div className={css.choices}>
                {view.languages.choices.map((choice) => (
                  <Radio key={choice.id} className={css.choice} value={choice.id}>
                    {choice.name}
                  </Radio>
                ))}
              </div>
            </RadioGroup>
          </section>
          {view.sides.map((side) => (
            <SideFields key={side.language} side={side} view={view} actor={actor} />
          ))}
          <section className={css.card}>
            <RadioGroup
              className={controls.field}
              value={view.answer.value === null ? null : String(view.answer.value)}
              isDisabled={view.busy}
              orientation="horizontal"
              onChange={(value) => actor.send({ type: 'EDIT', change: { edit: 'answer', option: Number(value) } })}
            >
              <Label className={controls.label}>{view.answer.label}</Label>
              <div className={css.choices}>
                {view.answer.choices.map((choice) => (
                  <Radio key={choice.option} className={css.choice} value={String(choice.option)}>
                    {choice.label}
                  </Radio>
                ))}
              </div>
            </RadioGroup>
          </section>
          <Messages view={view} actor={actor} />
          <div className={css.actions}>
            <Button type="submit" className={controls.button({ kind: 'primary' })} isDisabled={view.busy}>
              {view.save}
            </Button>
            {view.publish === null ? null : (
              <Button className={controls.button({ kind: 'secondary' })} isDisabled={view.busy} onPress={() => actor.send({ type: 'PUBLISH' })}>
                {view.publish}
              </Button>
            )}
            {view.retire === null ? null : (
              <Button className={controls.button({ kind: 'secondary' })} isDisabled={view.busy} onPress={() => actor.send({ type: 'RETIRE' })}>
                {view.retire}
              </Button>
            )}
            {view.unsaved === null ? null : <span className={css.muted}>{view.unsaved}</span>}
          </div>
          {view.versions === null ? null : (
            <section className={css.card} aria-labelledby="bank-versions">
              <h2 id="bank-versions" className={css.sectionHeading}>
                {view.versions.heading}
              </h2>
              <ol className={css.versions} aria-label={view.versions.heading}>
                {view.versions.rows.map((row) => (
                  <li key={row.id} data-version={row.id} aria-current={row.current || undefined}>
                    {row.text}
                  </li>
                ))}
              </ol>
            </section>
          )}
        </form>
        <aside className={css.previewColumn} aria-labelledby="bank-preview">
          <h2 id="bank-preview" className={css.sectionHeading}>
            {view.preview.heading}
          </h2>
          {view.preview.languages.length < 2 ? null : (
            <RadioGroup
              className={controls.field}
              value={view.preview.language}
              orientation="horizontal"
              onChange={(value) => {
                const language = view.preview.languages.find((l): l is { id: BankLanguage; name: string } => l.id === value)?.id;
                if (language !== undefined) actor.send({ type: 'PREVIEW_LANGUAGE', language });
              }}
            >
              <Label className={controls.label}>{view.preview.languageLabel}</Label>
              <div className={css.choices}>
                {view.preview.languages.map((language) => (
                  <Radio key={language.id} className={css.choice} value={language.id}>
                    {language.name}
                  </Radio>
                ))}
              </div>
            </RadioGroup>
          )}
          <QuestionPreview preview={view.preview} />
        </aside>
      </div>
    </div>
  );
}

/** What the last action said: saved, refused, a newer version, or the problems to fix. */
function Messages({ view, actor }: { view: EditorView; actor: BankEditorActor }) {
  return (
    <>
      {view.problems === null ? null : (
        <div role="alert" className={css.problems}>
          <p className={css.alert}>{view.problems.heading}</p>
          <ul className={css.problemList}>
            {view.problems.items.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      {view.refusal === null ? null : (
        <p role="alert" className={css.alert}>
          {view.refusal}
        </p>
      )}
      {view.conflict === null ? null : (
        <div role="alert" className={css.problems}>
          <p className={css.alert}>{view.conflict.message}</p>
          <div>
            <Button className={controls.button({ kind: 'primary' })} onPress={() => actor.send({ type: 'OPEN_NEWEST' })}>
              {view.conflict.action}
            </Button>
          </div>
        </div>
      )}
      <p role="status" className={css.notice}>
        {view.notice}
      </p>
    </>
  );
}

function SideFields({ side, view, actor }: { side: BankSideView; view: EditorView; actor: BankEditorActor }) {
  return (
    <fieldset className={css.side} lang={side.language}>
      <legend className={css.legend}>{side.title}</legend>
      {side.fields.map((field) => (
        <PartFields key={field.key} field={field} language={side.language} view={view} actor={actor} />
      ))}
    </fieldset>
  );
}

function PartFields({ field, language, view, actor }: { field: BankFieldView; language: BankLanguage; view: EditorView; actor: BankEditorActor }) {
  const at = field.at;
  return (
    <fieldset className={css.side}>
      <legend className={css.fieldLabel}>{field.label}</legend>
      <div className={css.partList}>
        {field.parts.map((part) => (
          <div key={part.index} className={css.part}>
            <div className={css.partRow}>
              <div className={css.kind}>
                <SelectField
                  label={view.partTypeLabel}
                  options={view.partTypes}
                  value={part.type}
                  isDisabled={view.busy}
                  onChange={(value) => {
                    const type = view.partTypes.find((t): t is { id: BankPartType; name: string } => t.id === value)?.id;
                    if (type !== undefined) actor.send({ type: 'EDIT', change: { edit: 'part', language, ...at, index: part.index, part: { type, data: part.data } } });
                  }}
                />
              </div>
              {part.removable ? (
                <Button
                  className={controls.button({ kind: 'secondary' })}
                  isDisabled={view.busy}
                  aria-label={`${view.removePart}: ${part.label}`}
                  onPress={() => actor.send({ type: 'EDIT', change: { edit: 'removePart', language, ...at, index: part.index } })}
                >
                  {view.removePart}
                </Button>
              ) : null}
            </div>
            <TextField
              className={controls.field}
              value={part.data}
              isDisabled={view.busy}
              onChange={(data) => actor.send({ type: 'EDIT', change: { edit: 'part', language, ...at, index: part.index, part: { type: part.type, data } } })}
            >
              <Label className={controls.label}>{part.label}</Label>
              <TextArea className={part.type === 'text' ? css.textArea : css.formula} spellCheck={part.type === 'text'} lang={part.type === 'text' ? language : 'en'} />
            </TextField>
            {part.hint === null ? null : <p className={css.hint}>{part.hint}</p>}
            {part.upload === null ? null : (
              <div>
                <FileTrigger
                  acceptedFileTypes={['image/png', 'image/jpeg', 'image/gif', 'image/webp']}
                  onSelect={(files) => {
                    const file = files?.[0];
                    if (file !== undefined) actor.send({ type: 'UPLOAD', language, at, index: part.index, file });
                  }}
                >
                  <Button className={controls.button({ kind: 'secondary' })} isDisabled={view.busy} aria-label={`${part.upload}: ${part.label}`}>
                    {part.upload}
                  </Button>
                </FileTrigger>
              </div>
            )}
          </div>
        ))}
      </div>
      <div className={css.actions}>
        {field.add.map((add) => (
          <Button
            key={add.type}
            className={controls.button({ kind: 'secondary' })}
            isDisabled={view.busy}
            onPress={() => actor.send({ type: 'EDIT', change: { edit: 'addPart', language, ...at, type: add.type } })}
          >
            {add.label}
          </Button>
        ))}
      </div>
    </fieldset>
  );
}
