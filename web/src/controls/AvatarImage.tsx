// A learner's picture that never shows as a broken image (docs/shell.md#avatar-fallback): when the
// picture cannot be fetched (offline after a reload, a file gone from /media) the `fallback` shows
// instead: the profile's initial, or nothing beside the header's name.
import { useState, type ReactNode } from 'react';

export type AvatarImageProps = { src: string; alt: string; className: string; fallback: ReactNode; testId?: string };

export function AvatarImage({ src, alt, className, fallback, testId }: AvatarImageProps) {
  // The source that failed, so a new picture is tried again.
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === src) return fallback;
  return <img className={className} src={src} alt={alt} data-testid={testId} onError={() => setFailed(src)} />;
}
