// Tells the screen around a card that the card's query has answered, with its data or its failure:
// the dashboard shows the cards under one only then (docs/progress.md#no-shift).
import { useEffect } from 'react';

export function useAnswered(result: { data?: unknown; error?: unknown }, onAnswered: (() => void) | undefined): void {
  const answered = result.data !== undefined || result.error !== undefined;
  useEffect(() => {
    if (answered) onAnswered?.();
  }, [answered, onAnswered]);
}
