// /admin/packages (docs/content.md#packages-admin), Admin only (docs/access.md#admin-pages): renders the
// engine's packagesAdminMachine through packagesAdminView: the packages (retired ones too) as cards with
// Edit and Retire or Offer again, the package form, and the custom plan's subject prices. Nothing here decides.
import {
  packagesAdminMachine,
  packagesAdminView,
  salesAdminMessages as m,
  type PackageCardView,
  type PackageField,
  type PackageFormView,
  type SubjectPriceView,
} from '@proshno/engine';
import { useActorRef, useSelector } from '@xstate/react';
import { useId, useMemo, type FormEvent } from 'react';
import { Button, Checkbox } from 'react-aria-components';
import { useClient } from 'urql';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { LoadFailed } from '../../controls/LoadFailed';
import { Loading } from '../../controls/LoadState';
import { SelectField } from '../../controls/SelectField';
import { TextInput } from '../../controls/TextInput';
import * as controls from '../../controls/controls.css';
import * as css from './salesAdmin.css';
import { loadPackages, savePackage, saveSubjectPrice, setPackageActive } from './salesAdminCalls';

export type PackagesAdminActor = ActorRefFrom<typeof packagesAdminMachine>;
type Send = PackagesAdminActor['send'];

export default function PackagesAdminScreen() {
  return <PackagesAdminPage actor={usePackagesAdminActor()} />;
}

function usePackagesAdminActor(): PackagesAdminActor {
  const client = useClient();
  const machine = useMemo(
    () =>
      packagesAdminMachine.provide({
        actors: {
          loadPackages: fromPromise(() => loadPackages(client)),
          savePackage: fromPromise(({ input }) => savePackage(client, input)),
          setPackageActive: fromPromise(({ input }) => setPackageActive(client, input)),
          saveSubjectPrice: fromPromise(({ input }) => saveSubjectPrice(client, input)),
        },
      }),
    [client],
  );
  return useActorRef(machine);
}

/** The page for whatever state its actor is in; the gallery renders it from a snapshot. */
export function PackagesAdminPage({ actor }: { actor: PackagesAdminActor }) {
  const view = useSelector(actor, packagesAdminView, sameView);
  const send: Send = (event) => actor.send(event);
  return (
    <div className={css.page}>
      <h1>{m.packagesHeading}</h1>
      {view.screen === 'loading' ? (
        <Loading label={view.label} />
      ) : view.screen === 'failed' ? (
        <LoadFailed text={view.message} onRetry={() => send({ type: 'RETRY' })} />
      ) : (
        <>
          {view.refusal === null ? null : (
            <p role="alert" className={css.alert}>
              {view.refusal}
            </p>
          )}
          {view.form === null ? (
            <div className={css.row}>
              <Button className={controls.button({ kind: 'primary' })} isDisabled={view.busy} onPress={() => send({ type: 'NEW' })}>
                {m.newPackage}
              </Button>
            </div>
          ) : (
            <PackageFormCard form={view.form} send={send} />
          )}
          <section className={css.section} aria-label={m.packagesHeading} aria-busy={view.busy}>
            {view.empty === null ? (
              <ul className={css.cards}>
                {view.packages.map((pkg) => (
                  <PackageCard key={pkg.id} pkg={pkg} disabled={view.busy || view.form !== null} send={send} />
                ))}
              </ul>
            ) : (
              <p className={css.muted}>{view.empty}</p>
            )}
          </section>
          {view.subjects.length === 0 ? null : (
            <section className={css.section} aria-labelledby="subject-prices">
              <h2 id="subject-prices" className={css.heading}>
                {m.subjectPricesHeading}
              </h2>
              <ul className={css.cards}>
                {view.subjects.map((subject) => (
                  <SubjectPriceCard key={subject.subject} subject={subject} disabled={view.busy} send={send} />
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </div>
  );
}

function PackageCard({ pkg, disabled, send }: { pkg: PackageCardView; disabled: boolean; send: Send }) {
  return (
    <li className={css.card} data-package={pkg.name} data-active={pkg.active}>
      <div className={css.row}>
        {/* The package as the Admin wrote it: the contract's English (docs/i18n.md#names). */}
        <p className={css.title} lang="en">
          {pkg.name}
        </p>
        {pkg.bengali === null ? null : (
          <p className={css.twin} lang="bn">
            {pkg.bengali}
          </p>
        )}
        <span className={css.badge} data-active={pkg.active}>
          {pkg.state}
        </span>
      </div>
      <p className={css.muted}>{pkg.typeName}</p>
      <p className={css.text}>{pkg.priceLine}</p>
      {pkg.descriptions.length === 0 ? null : (
        <ul className={css.lines}>
          {pkg.descriptions.map(({ line, bengali }) => (
            <li key={line}>
              <span lang="en">{line}</span>
              {bengali === null ? null : (
                <span className={css.twin} lang="bn">
                  {bengali}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className={css.row}>
        {pkg.editable ? (
          <Button className={controls.button({ kind: 'secondary' })} isDisabled={disabled} onPress={() => send({ type: 'EDIT', id: pkg.id })}>
            {m.editPackage}
          </Button>
        ) : null}
        {pkg.toggle === null ? null : (
          <Button
            className={controls.button({ kind: 'secondary' })}
            isDisabled={disabled && !pkg.busy}
            isPending={pkg.busy}
            onPress={() => pkg.toggle !== null && send({ type: 'SET_ACTIVE', id: pkg.id, active: pkg.toggle.active })}
          >
            {pkg.toggle.label}
          </Button>
        )}
      </div>
    </li>
  );
}

function PackageFormCard({ form: view, send }: { form: PackageFormView; send: Send }) {
  const id = useId();
  const { form } = view;
  const field = (name: PackageField) => (value: string) => send({ type: 'FIELD', field: name, value });
  return (
    <form
      className={css.form}
      aria-label={view.title}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        send({ type: 'SAVE' });
      }}
    >
      <h2 className={`${css.heading} ${css.wide}`}>{view.title}</h2>
      <TextInput label={m.nameLabel} value={form.name} onChange={field('name')} />
      <TextInput label={m.bengaliNameLabel} value={form.bengali} lang="bn" onChange={field('bengali')} />
      <SelectField
        label={m.typeLabel}
        options={view.types}
        value={form.type}
        onChange={(value) => {
          const type = view.types.find((t) => t.id === value)?.id;
          if (type !== undefined) send({ type: 'TYPE', value: type });
        }}
      />
      <TextInput label={m.originalPriceLabel} value={form.original} onChange={field('original')} />
      <TextInput label={m.priceLabel} value={form.price} onChange={field('price')} />
      {view.fixedDays === null ? <TextInput label={m.durationLabel} value={form.days} inputMode="numeric" onChange={field('days')} /> : <p className={css.muted}>{view.fixedDays}</p>}
      <div className={`${controls.field} ${css.wide}`}>
        <label className={controls.label} htmlFor={`${id}-lines`}>
          {m.descriptionsLabel}
        </label>
        <textarea id={`${id}-lines`} className={css.textArea} value={form.descriptions} onChange={(event) => send({ type: 'FIELD', field: 'descriptions', value: event.target.value })} />
      </div>
      <div className={`${controls.field} ${css.wide}`}>
        <label className={controls.label} htmlFor={`${id}-twins`}>
          {m.bengaliDescriptionsLabel}
        </label>
        <textarea
          id={`${id}-twins`}
          className={css.textArea}
          lang="bn"
          value={form.bengaliDescriptions}
          onChange={(event) => send({ type: 'FIELD', field: 'bengaliDescriptions', value: event.target.value })}
        />
      </div>
      {view.error === null ? null : (
        <p role="alert" className={`${css.alert} ${css.wide}`}>
          {view.error}
        </p>
      )}
      <div className={`${css.row} ${css.wide}`}>
        <Button type="submit" className={controls.button({ kind: 'primary' })} isPending={view.saving}>
          {m.save}
        </Button>
        <Button className={controls.button({ kind: 'secondary' })} isDisabled={view.saving} onPress={() => send({ type: 'CANCEL' })}>
          {m.cancel}
        </Button>
      </div>
    </form>
  );
}

/** A subject's price and offer, read from its own small form when saved (FormData). */
function SubjectPriceCard({ subject, disabled, send }: { subject: SubjectPriceView; disabled: boolean; send: Send }) {
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    send({ type: 'SUBJECT_PRICE', subject: subject.subject, price: String(data.get('price') ?? ''), status: data.get('offered') === 'on' });
  };
  return (
    <li className={css.card} data-subject={subject.name}>
      <p className={css.title}>{subject.name}</p>
      <p className={css.muted}>{subject.priceLine}</p>
      <form className={css.priceForm} onSubmit={submit}>
        <div className={controls.field}>
          <label className={controls.label} htmlFor={`${id}-price`}>
            {subject.label}
          </label>
          <input id={`${id}-price`} className={`${controls.input} ${css.priceInput}`} name="price" defaultValue={subject.price} inputMode="decimal" />
        </div>
        <Checkbox className={controls.checkbox} name="offered" value="on" defaultSelected={subject.status}>
          <span className={controls.checkboxBox} aria-hidden="true" />
          {m.offered}
        </Checkbox>
        <Button type="submit" className={controls.button({ kind: 'secondary' })} isDisabled={disabled && !subject.busy} isPending={subject.busy}>
          {m.save}
        </Button>
      </form>
    </li>
  );
}

/** The view is rebuilt on every snapshot; one that shows the same draws nothing. */
function sameView(a: ReturnType<typeof packagesAdminView>, b: ReturnType<typeof packagesAdminView>): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
