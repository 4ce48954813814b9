// Tells a machine that delivers reviews (the review session, the flashcard grades) when the browser's
// network is back, so what waits on the device goes at once (docs/learning.md#delivery).
import { useEffect } from 'react';

export function useOnlineEvent(actor: { send: (event: { type: 'ONLINE' }) => void }): void {
  useEffect(() => {
    const online = () => {
      if (navigator.onLine) actor.send({ type: 'ONLINE' });
    };
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [actor]);
}
