// Save for Revision and Remove from Revision wherever a question shows (the exam, the flashcards,
// the exam history, the revision list): one bordered button with the shared button's look and its
// 44px target, never a bare word that reads as plain text.
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import * as css from '../../controls/controls.css';

export function RevisionButton(props: {
  children: ReactNode;
  onPress: () => void;
  isPending?: boolean;
  isDisabled?: boolean;
  wide?: boolean;
}) {
  const { children, onPress, isPending, isDisabled, wide = false } = props;
  return (
    <Button className={css.button({ kind: 'secondary', wide })} isPending={isPending} isDisabled={isDisabled} onPress={onPress}>
      {children}
    </Button>
  );
}
