// The frame of every public page: header, page, footer.
import { Suspense, type ReactNode } from 'react';
import { Footer } from './Footer';
import { MainPlaceholder } from './FullScreenSpinner';
import { PublicHeader } from './PublicHeader';
import * as css from './shell.css';
import { mainId, SkipLink } from './SkipLink';

export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className={css.page}>
      <SkipLink />
      <PublicHeader />
      {/* <main> appears with its content (lazy screens), never empty; its space is held meanwhile. */}
      <Suspense fallback={<MainPlaceholder />}>
        <main id={mainId} tabIndex={-1} className={css.main}>{children}</main>
      </Suspense>
      <Footer />
    </div>
  );
}
