// The gallery models of the Admin's sales pages (docs/content.md#sales): Packages, and Transactions
// with the refund dialog in each of its states.
import { emptySalesPackages, emptyTransactionPage, refundedTransaction, salesPackages, transactionPage } from '@proshno/engine/testing/sales';
import { packagesAdminMachine, ServerError, transactionsAdminMachine, type PackagesAdminContext, type TransactionsAdminContext } from '@proshno/engine';
import type { GalleryModel } from './galleryModel';

export const packagesAdminModel: GalleryModel = {
  id: 'packagesAdmin',
  title: 'Sales/Packages',
  machine: packagesAdminMachine,
  events: (snapshot) => {
    const { data, form } = snapshot.context as PackagesAdminContext;
    const first = salesPackages.packages[0];
    return [
      { type: 'xstate.done.actor.loadPackages', output: salesPackages },
      { type: 'xstate.done.actor.loadPackages', output: emptySalesPackages },
      { type: 'xstate.error.actor.loadPackages', error: new Error('offline') },
      ...(data === null ? [] : [{ type: 'EDIT', id: 1 }, { type: 'SET_ACTIVE', id: 1, active: false }, { type: 'SUBJECT_PRICE', subject: 11, price: '4', status: true }]),
      ...(form === null ? [] : [{ type: 'FIELD', field: 'price', value: 'lots' }, { type: 'SAVE' }]),
      { type: 'xstate.error.actor.savePackage', error: new ServerError({ detail: 'A package with this name already exists.' }) },
      ...(first === undefined ? [] : [{ type: 'xstate.done.actor.setPackageActive', output: { ...first, active: false } }]),
      { type: 'xstate.error.actor.saveSubjectPrice', error: new ServerError({ detail: 'Not found.' }) },
    ];
  },
  variant: (snapshot) => {
    const { data, refusal, loadError, formError } = snapshot.context as PackagesAdminContext;
    if (data === null) return loadError === null ? '' : 'server words';
    if (formError !== null) return 'form refused';
    if (refusal !== null) return 'refused';
    return data.packages.length === 0 ? 'nothing yet' : '';
  },
};

export const transactionsAdminModel: GalleryModel = {
  id: 'transactionsAdmin',
  title: 'Sales/Transactions',
  machine: transactionsAdminMachine,
  events: (snapshot) => {
    const { data, dialog } = snapshot.context as TransactionsAdminContext;
    return [
      { type: 'xstate.done.actor.loadTransactions', output: transactionPage },
      { type: 'xstate.done.actor.loadTransactions', output: emptyTransactionPage },
      { type: 'xstate.error.actor.loadTransactions', error: new Error('offline') },
      ...(data === null ? [] : [{ type: 'SEARCH', q: '01712345678', status: 'all', from: '', to: '' }, { type: 'REFUND', id: 41 }]),
      ...(dialog === null || dialog.remarks !== '' ? [] : [{ type: 'REMARKS', text: 'Bought by mistake' }]),
      { type: 'CONFIRM' },
      { type: 'xstate.done.actor.refundTransaction', output: refundedTransaction },
      { type: 'xstate.error.actor.refundTransaction', error: new ServerError({ detail: 'SSLCommerz refused the refund: Invalid bank_tran_id' }) },
    ];
  },
  variant: (snapshot) => {
    const { data, loadError, refusal, dialog } = snapshot.context as TransactionsAdminContext;
    if (data === null) return loadError === null ? '' : 'server words';
    if (refusal !== null) return 'refused';
    if (data.results.length === 0) return 'nothing matches';
    return dialog !== null && dialog.remarks !== '' ? 'reason given' : '';
  },
};
