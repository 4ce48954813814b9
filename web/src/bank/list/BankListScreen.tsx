// /admin/bank (docs/content.md#bank-list), Admin only (docs/access.md#admin-pages): renders the
// engine's bankListMachine through bankListView: a search read in either language (Bengali digits,
// zero-width joiners and letter case do not matter), filters by place, status, difficulty and
// flag, and 20 current questions a page, each with a link to its editor. Nothing here decides.
import { bankEditorMessages as m, bankListMachine, bankListView, type BankListFilter, type BankListView } from '@proshno/engine';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { Button, Input, Label, SearchField } from 'react-aria-components';
import { useClient } from 'urql';
import { Link } from 'wouter';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { LoadFailed } from '../../controls/LoadFailed';
import { Loading } from '../../controls/LoadState';
import { Pager } from '../../controls/Pager';
import { SelectField } from '../../controls/SelectField';
import * as controls from '../../controls/controls.css';
import { loadBankPage, loadPlaces } from '../editor/editorCalls';
import * as css from './bankList.css';

export type BankListActor = ActorRefFrom<typeof bankListMachine>;

export default function BankListScreen() {
  return <BankListPage actor={useBankListActor()} />;
}

function useBankListActor(): BankListActor {
  const client = useClient();
  const machine = useMemo(
    () =>
      bankListMachine.provide({
        actors: {
          loadPlaces: fromPromise(() => loadPlaces(client)),
          loadPage: fromPromise(({ input }) => loadBankPage(client, input)),
        },
      }),
    [client],
  );
  return useActorRef(machine);
}

/** The page for whatever state its actor is in; the gallery renders it from a snapshot. */
export function BankListPage({ actor }: { actor: BankListActor }) {
  const view = useSelector(actor, bankListView, sameView);
  return (
    <div className={css.page}>
      <div className={css.head}>
        <h1 className={css.title}>{m.heading}</h1>
        <Link href="/admin/bank/new" className={controls.button({ kind: 'primary' })}>
          {m.newQuestion}
        </Link>
      </div>
      {view.screen === 'loading' ? (
        <Loading label={view.label} />
      ) : view.screen === 'failed' ? (
        <LoadFailed text={view.message} onRetry={() => actor.send({ type: 'RETRY' })} />
      ) : (
        <List view={view} actor={actor} />
      )}
    </div>
  );
}

function sameView(a: BankListView, b: BankListView): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** A filter's chosen id as the machine takes it (numbers for places, '' for any). */
function filterEvent(filter: BankListFilter['filter'], value: string): BankListFilter | null {
  switch (filter) {
    case 'subject':
    case 'topic':
    case 'subtopic':
      return { filter, value: value === '' ? null : Number(value) };
    case 'status':
      return value === '' || value === 'draft' || value === 'published' || value === 'retired' ? { filter, value: value === '' ? null : value } : null;
    case 'difficulty':
      return value === '' || value === 'easy' || value === 'medium' || value === 'hard' || value === 'unrated' ? { filter, value: value === '' ? null : value } : null;
    case 'flag':
      return value === '' || value === 'negative_discrimination' || value === 'too_hard' || value === 'too_easy' || value === 'unchosen_option' || value === 'twin_gap'
        ? { filter, value: value === '' ? null : value }
        : null;
  }
}

function List({ view, actor }: { view: Extract<BankListView, { screen: 'list' }>; actor: BankListActor }) {
  const [typed, setTyped] = useState(view.search.value);
  return (
    <>
      <section className={css.card} aria-label={view.search.label}>
        <form
          className={css.search}
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'SEARCH', text: typed });
          }}
        >
          <SearchField className={`${controls.field} ${css.searchField}`} value={typed} onChange={setTyped} onSubmit={(text) => actor.send({ type: 'SEARCH', text })}>
            <Label className={controls.label}>{view.search.label}</Label>
            <Input className={controls.input} placeholder={view.search.hint} />
          </SearchField>
          <Button type="submit" className={controls.button({ kind: 'secondary' })}>
            {view.search.button}
          </Button>
        </form>
        <div className={css.filters}>
          {view.filters.map((filter) => (
            <SelectField
              key={filter.filter}
              label={filter.label}
              options={filter.choices}
              value={filter.value}
              onChange={(value) => {
                const change = filterEvent(filter.filter, value);
                if (change !== null) actor.send({ type: 'FILTER', ...change });
              }}
            />
          ))}
        </div>
      </section>
      {view.refusal === null ? null : (
        <p role="alert" className={css.alert}>
          {view.refusal}
        </p>
      )}
      <p className={css.muted} role="status" aria-busy={view.busy}>
        {view.found}
      </p>
      {view.empty !== null ? (
        <p className={css.muted}>{view.empty}</p>
      ) : (
        <ul className={css.rows} aria-label={m.heading} aria-busy={view.busy}>
          {view.rows.map((row) => (
            <li key={row.id} className={css.card} data-question={row.id}>
              <div className={css.rowHead}>
                <span className={css.muted}>{row.place}</span>
                <span className={row.draft ? css.draft : css.chip}>{row.status}</span>
              </div>
              <p className={css.text} lang={row.language}>
                {row.text}
              </p>
              <ul className={css.chips}>
                {row.facts.map((fact) => (
                  <li key={fact} className={css.chip}>
                    {fact}
                  </li>
                ))}
                {row.flags.map((flag) => (
                  <li key={flag} className={css.flag}>
                    {flag}
                  </li>
                ))}
              </ul>
              <div>
                <Link href={`/admin/bank/${row.id}`} className={controls.button({ kind: 'secondary' })} aria-label={`${row.edit}: ${row.text}`}>
                  {row.edit}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
      {view.pages === null ? null : (
        <Pager page={view.pages.page} total={view.pages.total} size={view.pages.size} label={view.pages.label} onPage={(page) => actor.send({ type: 'PAGE', page })} />
      )}
    </>
  );
}
