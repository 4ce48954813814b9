import { auditLogMachine } from '@proshno/engine';
import { AuditLogPage } from '../../audit/AuditLogScreen';
import { auditLogModel } from '../auditModels';
import type { GalleryScreen } from '../stateStory';
import { GalleryPage } from './GalleryPage';
import { SignedIn } from './SignedIn';

export const auditLogGallery: GalleryScreen<typeof auditLogMachine> = {
  model: auditLogModel,
  machine: (fakes) => auditLogMachine.provide({ actors: { loadActions: fakes.promise('loadActions') } }),
  render: (actor) => (
    <SignedIn>
      <GalleryPage>
        <AuditLogPage actor={actor} />
      </GalleryPage>
    </SignedIn>
  ),
  route: '/admin/audit',
};
