// /admin/import (docs/content.md#import-page), Admin only (docs/access.md#admin-pages): renders the
// engine's bankImportMachine through bankImportView: a file or pasted text, its format and (GIFT,
// Aiken) the place of its questions; Check shows every row accepted or rejected with its reasons
// (a table from 720 px, a list of cards on a phone); then Import; and the bank's export. Nothing
// here decides.
import { ALL_SUBJECTS, BANK_IMPORT_FORMATS, bankImportMachine, bankImportView, bankImportMessages as m, type BankImportView, type ImportReportView, type ImportSelect } from '@proshno/engine';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { Button, Label, TextArea, TextField } from 'react-aria-components';
import { useClient } from 'urql';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { LoadFailed } from '../../controls/LoadFailed';
import { Loading } from '../../controls/LoadState';
import { SelectField } from '../../controls/SelectField';
import * as controls from '../../controls/controls.css';
import * as table from '../../controls/table.css';
import * as css from './bankImport.css';
import { downloadExport, loadPlaces, sendImport } from './importCalls';

export type BankImportActor = ActorRefFrom<typeof bankImportMachine>;
type ReadyView = Extract<BankImportView, { state: 'ready' }>;

export default function BankImportScreen() {
  return <BankImportPage actor={useBankImportActor()} />;
}

function useBankImportActor(): BankImportActor {
  const client = useClient();
  const machine = useMemo(
    () =>
      bankImportMachine.provide({
        actors: {
          loadPlaces: fromPromise(() => loadPlaces(client)),
          checkImport: fromPromise(({ input }) => sendImport(client, input)),
          runImport: fromPromise(({ input }) => sendImport(client, input)),
          downloadExport: fromPromise(({ input }) => downloadExport(client, input)),
        },
      }),
    [client],
  );
  return useActorRef(machine);
}

/** The page for whatever state its actor is in; the gallery renders it from a snapshot. */
export function BankImportPage({ actor }: { actor: BankImportActor }) {
  const view = useSelector(actor, bankImportView, sameView);
  return (
    <div className={css.page}>
      <h1>{view.heading}</h1>
      {view.state === 'loading' ? (
        <Loading label={view.message} />
      ) : view.state === 'loadFailed' ? (
        <LoadFailed text={view.error ?? view.message} onRetry={() => actor.send({ type: 'RETRY' })} />
      ) : (
        <Ready view={view} actor={actor} />
      )}
    </div>
  );
}

function Ready({ view, actor }: { view: ReadyView; actor: BankImportActor }) {
  const format = (value: string) => BANK_IMPORT_FORMATS.find((f) => f === value);
  return (
    <>
      <p className={css.muted}>{view.intro}</p>
      {view.empty === null ? null : <p className={css.notice}>{view.empty}</p>}
      <section className={css.card} aria-busy={view.locked}>
        <FilePicker view={view} onFile={(name, text) => actor.send({ type: 'FILE', name, text })} />
        <TextField className={controls.field} value={view.paste.text} isDisabled={view.locked} onChange={(text) => actor.send({ type: 'TEXT', text })}>
          <Label className={controls.label}>{view.paste.label}</Label>
          <TextArea className={css.paste} spellCheck={false} />
        </TextField>
        <div className={css.fields}>
          <Select
            select={view.format}
            onChange={(value) => {
              const chosen = format(value);
              if (chosen) actor.send({ type: 'FORMAT', format: chosen });
            }}
          />
        </div>
        {view.place === null ? null : (
          <fieldset className={css.place}>
            <legend className={controls.label}>{view.place.heading}</legend>
            <p className={css.muted}>{view.place.hint}</p>
            <div className={css.fields}>
              <Select select={view.place.subject} onChange={(value) => actor.send({ type: 'SUBJECT', subject: value === '' ? null : Number(value) })} />
              <Select select={view.place.topic} onChange={(value) => actor.send({ type: 'TOPIC', topic: value === '' ? null : value })} />
              <Select select={view.place.subtopic} onChange={(value) => actor.send({ type: 'SUBTOPIC', subtopic: value === '' ? null : value })} />
            </div>
          </fieldset>
        )}
        {view.problem === null ? null : <p className={css.notice}>{view.problem}</p>}
        <div className={css.actions}>
          <Button className={controls.button({ kind: view.step === 'checked' ? 'secondary' : 'primary' })} isDisabled={!view.check.enabled} onPress={() => actor.send({ type: 'CHECK' })}>
            {view.check.label}
          </Button>
          {view.busy === null ? null : (
            <span role="status" className={css.muted}>
              {view.busy}
            </span>
          )}
        </div>
      </section>
      {view.error === null ? null : (
        <div role="alert" className={css.alertBox}>
          <p className={css.alert}>{view.error}</p>
          {view.retry === null ? null : (
            <Button className={controls.button({ kind: 'secondary' })} onPress={() => actor.send({ type: 'RETRY' })}>
              {view.retry}
            </Button>
          )}
        </div>
      )}
      {view.done === null ? null : (
        <div role="status" className={css.doneBox}>
          <p className={css.done}>{view.done}</p>
          {view.startOver === null ? null : (
            <Button className={controls.button({ kind: 'secondary' })} onPress={() => actor.send({ type: 'START_OVER' })}>
              {view.startOver}
            </Button>
          )}
        </div>
      )}
      {view.report === null ? null : <Report report={view.report} />}
      {view.importAction === null ? null : (
        <div className={css.actions}>
          <Button className={controls.button({ kind: 'primary' })} isDisabled={!view.importAction.enabled} onPress={() => actor.send({ type: 'IMPORT' })}>
            {view.importAction.label}
          </Button>
        </div>
      )}
      <Exporter view={view.exporter} actor={actor} />
    </>
  );
}

/** The chosen file is read here and handed to the machine as its name and text. */
function FilePicker({ view, onFile }: { view: ReadyView; onFile: (name: string, text: string) => void }) {
  return (
    <div className={controls.field}>
      <span className={controls.label} id="bank-import-file-label">
        {view.file.label}
      </span>
      <div className={controls.filePicker}>
        <input
          id="bank-import-file"
          className={controls.fileInput}
          type="file"
          accept=".csv,.json,.gift,.aiken,.txt,text/plain,text/csv,application/json"
          disabled={view.locked}
          aria-labelledby="bank-import-file-label bank-import-file-name"
          aria-describedby="bank-import-file-hint"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file) void file.text().then((text) => onFile(file.name, text));
          }}
        />
        <label htmlFor="bank-import-file" className={controls.button({ kind: 'secondary' })}>
          {m.chooseFile}
        </label>
        <span id="bank-import-file-name" className={controls.fileName}>
          {view.file.chosen ?? m.noFile}
        </span>
      </div>
      <span id="bank-import-file-hint" className={controls.hint}>
        {view.file.hint}
      </span>
    </div>
  );
}

function Select({ select, onChange }: { select: ImportSelect; onChange: (value: string) => void }) {
  return (
    <div className={css.field}>
      <SelectField
        label={select.label}
        options={select.options.map((o) => ({ id: o.value, name: o.name }))}
        value={select.value}
        placeholder={select.placeholder}
        isDisabled={select.disabled}
        onChange={onChange}
      />
    </div>
  );
}

function Report({ report }: { report: ImportReportView }) {
  const c = report.columns;
  return (
    <section className={css.report} aria-label={report.acceptedHeading}>
      {report.empty === null ? null : <p className={css.notice}>{report.empty}</p>}
      {report.rejected.length === 0 ? null : (
        <>
          <h2 className={css.rejectedHeading}>{report.rejectedHeading}</h2>
          {report.noneAccepted === null ? null : <p className={css.notice}>{report.noneAccepted}</p>}
          <table className={table.cardTable} aria-label={report.rejectedHeading} data-rows="rejected">
            <thead>
              <tr>
                <th className={table.cell}>{c.row}</th>
                <th className={table.cell}>{c.key}</th>
                <th className={table.cell}>{c.reasons}</th>
              </tr>
            </thead>
            <tbody>
              {report.rejected.map((r, i) => (
                <tr key={`${r.row}-${i}`}>
                  <td className={table.cell} data-label={c.row}>
                    {r.row}
                  </td>
                  <td className={table.cell} data-label={c.key}>
                    {r.key ?? ''}
                  </td>
                  <td className={`${table.cell} ${css.reasons}`} data-label={c.reasons}>
                    <ul className={css.reasonList}>
                      {r.reasons.map((reason) => (
                        <li key={reason}>{reason}</li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {report.accepted.length === 0 ? null : (
        <>
          <h2 className={css.acceptedHeading}>{report.acceptedHeading}</h2>
          <table className={table.cardTable} aria-label={report.acceptedHeading} data-rows="accepted">
            <thead>
              <tr>
                <th className={table.cell}>{c.row}</th>
                <th className={table.cell}>{c.key}</th>
                <th className={table.cell}>{c.place}</th>
                <th className={table.cell}>{c.question}</th>
                <th className={table.cell}>{c.status}</th>
              </tr>
            </thead>
            <tbody>
              {report.accepted.map((r) => (
                <tr key={r.key}>
                  <td className={table.cell} data-label={c.row}>
                    {r.row}
                  </td>
                  <td className={table.cell} data-label={c.key}>
                    {r.key}
                  </td>
                  <td className={table.cell} data-label={c.place}>
                    {r.place}
                  </td>
                  <td className={table.cell} data-label={c.question}>
                    {r.preview}
                  </td>
                  <td className={table.cell} data-label={c.status}>
                    <span className={css.status} data-new={r.isNew}>
                      {r.status}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}

function Exporter({ view, actor }: { view: ReadyView['exporter']; actor: BankImportActor }) {
  return (
    <section className={css.card} aria-labelledby="bank-export-heading" aria-busy={view.busy !== null}>
      <h2 id="bank-export-heading" className={css.sectionHeading}>
        {view.heading}
      </h2>
      <p className={css.muted}>{view.intro}</p>
      <div className={css.fields}>
        <Select select={view.subject} onChange={(value) => actor.send({ type: 'EXPORT_SUBJECT', subject: value === ALL_SUBJECTS ? null : Number(value) })} />
      </div>
      <div className={css.actions}>
        {view.buttons.map((b) => (
          <Button key={b.format} className={controls.button({ kind: 'secondary' })} isDisabled={view.busy !== null} onPress={() => actor.send({ type: 'EXPORT', format: b.format })}>
            {b.label}
          </Button>
        ))}
      </div>
      {view.busy === null ? null : (
        <p role="status" className={css.muted}>
          {view.busy}
        </p>
      )}
      {view.error === null ? null : (
        <p role="alert" className={css.alert}>
          {view.error}
        </p>
      )}
    </section>
  );
}

/** The view is rebuilt on every snapshot; one that shows the same draws nothing. */
function sameView(a: BankImportView, b: BankImportView): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
