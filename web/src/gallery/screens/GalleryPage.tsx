// The page a screen sits on in the gallery: the shell's content width, without the shell.
import type { ReactNode } from 'react';
import * as shell from '../../shell/shell.css';

export function GalleryPage({ children }: { children: ReactNode }) {
  return <div className={shell.main}>{children}</div>;
}
