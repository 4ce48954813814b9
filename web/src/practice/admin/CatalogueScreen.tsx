// /admin/catalogue (docs/content.md#catalogue), Admin only (docs/access.md#admin-pages): renders the
// engine's catalogueEditorMachine through catalogueEditorView: the grades, the opened grade's
// subjects, the opened subject's topics and the opened topic's subtopics, each with Rename and
// Delete (a subject also Offer or Retire), and the name form. Nothing here decides.
import { catalogueAdminMessages as m, catalogueEditorMachine, catalogueEditorView, type CatalogueEntryView, type CatalogueFormView, type CatalogueLevelView } from '@proshno/engine';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { Button, Form, Link } from 'react-aria-components';
import { useClient } from 'urql';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { LoadFailed } from '../../controls/LoadFailed';
import { Loading } from '../../controls/LoadState';
import { TextInput } from '../../controls/TextInput';
import * as controls from '../../controls/controls.css';
import { changeCatalogue, loadCatalogue } from './catalogueCalls';
import * as css from './catalogueAdmin.css';

export type CatalogueEditorActor = ActorRefFrom<typeof catalogueEditorMachine>;

export default function CatalogueScreen() {
  const client = useClient();
  const machine = useMemo(
    () =>
      catalogueEditorMachine.provide({
        actors: {
          loadCatalogue: fromPromise(() => loadCatalogue(client)),
          changeCatalogue: fromPromise(({ input }) => changeCatalogue(client, input)),
        },
      }),
    [client],
  );
  return <CataloguePage actor={useActorRef(machine)} />;
}

/** The page for whatever state its actor is in; the gallery renders it from a snapshot. */
export function CataloguePage({ actor }: { actor: CatalogueEditorActor }) {
  const view = useSelector(actor, catalogueEditorView, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const path = useSelector(actor, (s) => s.context.path);
  return (
    <div className={css.page}>
      <h1>{m.catalogueHeading}</h1>
      {view.screen === 'loading' ? (
        <Loading label={view.label} />
      ) : view.screen === 'failed' ? (
        <LoadFailed text={view.message} onRetry={() => actor.send({ type: 'RETRY' })} />
      ) : view.screen === 'empty' ? (
        <div className={controls.centered}>
          <p>{view.message}</p>
          <Button className={controls.button({ kind: 'primary' })} onPress={() => actor.send({ type: 'ADD', kind: 'grade' })}>
            {view.add}
          </Button>
        </div>
      ) : view.screen === 'form' ? (
        <NameForm form={view.form} actor={actor} />
      ) : (
        <>
          <p className={css.muted}>
            <Link className={controls.link} href="/admin/packages">
              {view.pricesNote}
            </Link>
          </p>
          {view.notice === null ? null : (
            <p className={css.notice} role="status">
              {view.notice}
            </p>
          )}
          {view.refusal === null ? null : (
            <p className={css.alert} role="alert">
              {view.refusal}
            </p>
          )}
          <div className={css.levels} aria-busy={view.busy}>
            {view.levels.map((level) => (
              <Level key={level.kind} level={level} actor={actor} busy={view.busy} opened={level.kind === 'grade' ? path.grade : level.kind === 'subject' ? path.subject : level.kind === 'topic' ? path.topic : null} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}

function Level({ level, actor, busy, opened }: { level: CatalogueLevelView; actor: CatalogueEditorActor; busy: boolean; opened: number | null }) {
  const id = `catalogue-${level.kind}`;
  return (
    <section className={css.level} aria-labelledby={id} data-level={level.kind}>
      <h2 id={id} className={css.heading}>
        {level.title}
      </h2>
      {level.empty === null ? (
        <ul className={css.entries}>
          {level.entries.map((entry) => (
            <Entry key={entry.id} entry={entry} actor={actor} busy={busy} open={opened === entry.id} />
          ))}
        </ul>
      ) : (
        <p className={css.muted}>{level.empty}</p>
      )}
      <Button className={controls.button({ kind: 'secondary' })} isDisabled={busy} onPress={() => actor.send({ type: 'ADD', kind: level.kind })}>
        {level.add}
      </Button>
    </section>
  );
}

function Entry({ entry, actor, busy, open }: { entry: CatalogueEntryView; actor: CatalogueEditorActor; busy: boolean; open: boolean }) {
  const { kind, id } = entry;
  return (
    <li className={css.entry} data-entry={entry.name} data-open={open || undefined}>
      {/* The contract's English name, the Bengali twin below it (docs/i18n.md#names). */}
      <p className={css.name} lang="en">
        {entry.name}
      </p>
      {entry.bengali === null ? null : (
        <p className={css.twin} lang="bn">
          {entry.bengali}
        </p>
      )}
      <ul className={css.facts}>
        {entry.facts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
      <div className={css.actions}>
        {kind === 'subtopic' ? null : (
          <Button className={controls.button({ kind: 'secondary' })} aria-label={entry.labels.open} isDisabled={busy} onPress={() => actor.send({ type: 'OPEN', kind, id })}>
            {m.open}
          </Button>
        )}
        <Button className={controls.button({ kind: 'secondary' })} aria-label={entry.labels.rename} isDisabled={busy} onPress={() => actor.send({ type: 'RENAME', kind, id })}>
          {m.rename}
        </Button>
        {entry.offered === null ? null : (
          <Button
            className={controls.button({ kind: 'secondary' })}
            aria-label={entry.labels.offer}
            isDisabled={busy}
            onPress={() => actor.send({ type: 'SET_OFFERED', id, offered: !entry.offered })}
          >
            {entry.offered ? m.retire : m.offer}
          </Button>
        )}
        <Button className={controls.button({ kind: 'secondary' })} aria-label={entry.labels.delete} isDisabled={busy} onPress={() => actor.send({ type: 'DELETE', kind, id })}>
          {m.delete}
        </Button>
      </div>
    </li>
  );
}

function NameForm({ form, actor }: { form: CatalogueFormView; actor: CatalogueEditorActor }) {
  return (
    <Form
      className={css.form}
      aria-labelledby="catalogue-form"
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'SAVE' });
      }}
    >
      <h2 id="catalogue-form" className={css.heading}>
        {form.title}
      </h2>
      {form.refusal === null ? null : (
        <p className={css.alert} role="alert">
          {form.refusal}
        </p>
      )}
      <TextInput label={m.nameLabel} value={form.name} onChange={(value) => actor.send({ type: 'NAME', value })} {...(form.problem === null ? {} : { errorMessage: form.problem })} />
      <TextInput label={m.bengaliLabel} value={form.bengali} lang="bn" onChange={(value) => actor.send({ type: 'BENGALI', value })} />
      <div className={css.actions}>
        <Button type="submit" className={controls.button({ kind: 'primary' })} isDisabled={form.saving}>
          {form.saving ? m.saving : m.save}
        </Button>
        <Button className={controls.button({ kind: 'secondary' })} isDisabled={form.saving} onPress={() => actor.send({ type: 'CANCEL' })}>
          {m.cancel}
        </Button>
      </div>
    </Form>
  );
}
