// Save for Revision on the exam screen (and later the flashcards): one call, one toast.
import { revisionFailed, revisionSaved } from '@proshno/engine';
import { useCallback } from 'react';
import { useClient } from 'urql';
import { SaveRevisionDocument } from '../../generated/graphql';
import { dataOf } from '../../graphql/serverError';
import { useToast } from '../../shell/ToastProvider';

export function useRevisionSave(): (question: number) => Promise<void> {
  const client = useClient();
  const toast = useToast();
  return useCallback(
    async (question: number) => {
      try {
        const { saveRevision } = await dataOf(client.mutation(SaveRevisionDocument, { question }).toPromise());
        const outcome = revisionSaved(saveRevision.detail);
        toast(outcome.message, outcome.kind);
      } catch (error) {
        const outcome = revisionFailed(error);
        toast(outcome.message, outcome.kind);
      }
    },
    [client, toast],
  );
}
