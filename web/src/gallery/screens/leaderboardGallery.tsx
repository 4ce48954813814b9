// The leaderboard's period states over the table the page fetches for the state's range.
import { leaderboardPeriodMachine } from '@proshno/engine';
import { useEffect } from 'react';
import { LeaderboardView, useLeaderboard, type LeaderboardActor } from '../../progress/leaderboard/LeaderboardScreen';
import { leaderboardModel } from '../progressModels';
import type { GalleryScreen } from '../stateStory';
import { GalleryPage } from './GalleryPage';
import { SignedIn } from './SignedIn';

export const leaderboardGallery: GalleryScreen<typeof leaderboardPeriodMachine> = {
  model: leaderboardModel,
  // The replayed actor's requests go nowhere; the page below asks for the range it shows.
  machine: () => leaderboardPeriodMachine.provide({ actions: { requestLeaderboard: () => {} } }),
  render: (actor) => (
    <SignedIn>
      <GalleryPage>
        <Leaderboard actor={actor} />
      </GalleryPage>
    </SignedIn>
  ),
  route: '/leaderboard',
};

function Leaderboard({ actor }: { actor: LeaderboardActor }) {
  const { board, page, setPage, request } = useLeaderboard();
  useEffect(() => request(actor.getSnapshot().context.period), [actor, request]);
  return <LeaderboardView actor={actor} board={board} page={page} onPage={setPage} />;
}
