// The mobile drawer: the same items as the top bar and the profile menu (docs/shell.md#top-bar). The drawer
// is fetched on first intent (./ShellOverlays); until then a stand-in trigger shows.
import { messages } from '@proshno/engine';
import { MenuIcon } from '../controls/shellIcons';
import * as controls from '../controls/controls.css';
import { useStandIn } from '../controls/deferred';
import { shellOverlays } from './overlays';
import * as css from './shell.css';

export type MobileDrawerProps = { onLogout: () => void; role: string };

export function MobileDrawer(props: MobileDrawerProps) {
  const { module, takeover, trigger } = useStandIn(shellOverlays);
  if (module !== undefined) return <module.MobileDrawerModal {...props} takeover={takeover} />;
  return (
    <button {...trigger} className={`${controls.button({ kind: 'ghost' })} ${css.mobileOnly}`} aria-label={messages.openNavigationMenu} aria-haspopup="dialog">
      <MenuIcon size={20} />
    </button>
  );
}
