// The session's states as the whole app shows them: the routes decide what a visitor or learner
// sees at /home, with the shell and its 'Subscription Required' gate once signed in.
import { sessionMachine } from '@proshno/engine';
import { AppRoutes } from '../../shell/routes/AppRoutes';
import { SessionActorProvider } from '../../access/session/SessionProvider';
import { sessionModel } from '../models';
import type { GalleryScreen } from '../stateStory';

export const sessionGallery: GalleryScreen<typeof sessionMachine> = {
  model: sessionModel,
  machine: (fakes) =>
    sessionMachine.provide({
      actors: {
        restoreSession: fakes.promise('restoreSession'),
        login: fakes.promise('login'),
        logout: fakes.promise('logout'),
        refresh: fakes.promise('refresh'),
      },
      actions: { persist: () => {} },
    }),
  render: (actor) => (
    <SessionActorProvider actor={actor}>
      <AppRoutes />
    </SessionActorProvider>
  ),
  route: '/home',
};
