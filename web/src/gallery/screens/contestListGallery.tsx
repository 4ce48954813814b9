import { contestListMachine } from '@proshno/engine';
import { fromCallback, type EventObject } from 'xstate';
import { ContestListView } from '../../contest/ContestScreen';
import { contestListModel } from '../contestModels';
import type { GalleryScreen } from '../stateStory';
import { GalleryPage } from './GalleryPage';

export const contestListGallery: GalleryScreen<typeof contestListMachine> = {
  model: contestListModel,
  machine: (fakes) =>
    contestListMachine.provide({
      actors: {
        loadContests: fakes.promise('loadContests'),
        register: fakes.promise('register'),
        join: fakes.promise('join'),
        practise: fakes.promise('practise'),
        // The model's own TICK moves the clock.
        clock: fromCallback<EventObject>(() => () => {}),
      },
    }),
  render: (actor) => (
    <GalleryPage>
      <ContestListView actor={actor} />
    </GalleryPage>
  ),
  route: '/contest',
};
