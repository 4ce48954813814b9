// The gallery model of the audit log page (docs/content.md#audit-page).
import { auditPage, emptyAuditPage } from '@proshno/engine/testing/audit';
import { auditLogMachine, ServerError, type AuditLogContext } from '@proshno/engine';
import type { GalleryModel } from './galleryModel';

export const auditLogModel: GalleryModel = {
  id: 'auditLog',
  title: 'Audit/Audit log',
  machine: auditLogMachine,
  events: (snapshot) => {
    const { data } = snapshot.context as AuditLogContext;
    return [
      { type: 'xstate.done.actor.loadActions', output: auditPage },
      { type: 'xstate.done.actor.loadActions', output: emptyAuditPage },
      { type: 'xstate.error.actor.loadActions', error: data === null ? new Error('offline') : new ServerError({ detail: 'You do not have permission to perform this action.' }, undefined, 'FORBIDDEN') },
      ...(data === null ? [] : [{ type: 'FILTER', kind: 'contest', actor: 'admin@' }]),
    ];
  },
  variant: (snapshot) => {
    const { data, refusal, loadError, kind } = snapshot.context as AuditLogContext;
    if (data === null) return loadError === null ? '' : 'server words';
    if (refusal !== null) return 'refused';
    return data.results.length > 0 ? '' : kind === null ? 'nothing yet' : 'no match';
  },
};
