// Keeps document.title on the engine's title of the route on screen ('History · Proshno').
import { useEffect } from 'react';

/** Sets the title while `title` is not null (null: nothing decided yet, the title stays). */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title !== null) document.title = title;
  }, [title]);
}
