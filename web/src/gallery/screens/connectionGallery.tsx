import { connectionNoticeOf, reconnectMachine } from '@proshno/engine';
import { useSelector } from '@xstate/react';
import { ConnectionLines } from '../../shell/pwa/ConnectionStatus';
import { connectionModel } from '../models';
import type { GalleryScreen } from '../stateStory';
import { GalleryPage } from './GalleryPage';

export const connectionGallery: GalleryScreen<typeof reconnectMachine> = {
  model: connectionModel,
  machine: (fakes) => reconnectMachine.provide({ actors: { probeReadiness: fakes.promise('probeReadiness') } }),
  render: (actor) => (
    <GalleryPage>
      <Lines actor={actor} />
    </GalleryPage>
  ),
  route: '/home',
};

function Lines({ actor }: { actor: Parameters<GalleryScreen<typeof reconnectMachine>['render']>[0] }) {
  const notice = useSelector(actor, (snapshot) => connectionNoticeOf(snapshot, snapshot.context.online));
  return <ConnectionLines notice={notice} newVersion={null} />;
}
