// A button that opens a menu of page links (the Exam menu, the phone site menu). The menu itself
// is fetched on first intent (./ShellOverlays); until then a stand-in trigger shows.
import type { ReactNode } from 'react';
import { useStandIn } from '../controls/deferred';
import type { NavLink } from './navItems';
import { shellOverlays } from './overlays';

export type LinkMenuProps = {
  /** The menu's accessible name. */
  label: string;
  links: readonly NavLink[];
  trigger: ReactNode;
  triggerClassName: string;
  /** The trigger's accessible name when its content is only a symbol. */
  triggerLabel?: string;
};

export function LinkMenu(props: LinkMenuProps) {
  const { module, takeover, trigger } = useStandIn(shellOverlays);
  if (module !== undefined) return <module.LinkMenuPopover {...props} takeover={takeover} />;
  return (
    <button {...trigger} className={props.triggerClassName} aria-label={props.triggerLabel} aria-haspopup="menu">
      {props.trigger}
    </button>
  );
}
