// The profile menu: Subscriptions, Transactions, My Profile, Logout (docs/shell.md#profile-menu). The menu is
// fetched on first intent (./ShellOverlays); until then a stand-in trigger shows.
import { messages, shortenName, type Session } from '@proshno/engine';
import { mediaUrl } from '../content/ContentParts';
import { AvatarImage } from '../controls/AvatarImage';
import { useStandIn } from '../controls/deferred';
import { shellOverlays } from './overlays';
import * as css from './shell.css';

export type ProfileMenuProps = { session: Session; onLogout: () => void };

/** What the trigger shows: the learner's picture and short name. */
export function ProfileMenuFace({ session }: { session: Session }) {
  const image = session.image ?? session.user.image ?? null;
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      {image === null ? null : <AvatarImage className={css.avatar} src={mediaUrl(image)} alt="" fallback={null} />}
      <span>{shortenName(session.user.full_name)}</span>
      <span aria-hidden="true">▾</span>
    </span>
  );
}

export function ProfileMenu(props: ProfileMenuProps) {
  const { module, takeover, trigger } = useStandIn(shellOverlays);
  if (module !== undefined) return <module.ProfileMenuPopover {...props} takeover={takeover} />;
  return (
    // The name it shows starts its accessible name (WCAG 2.5.3), so voice control finds it by what it says.
    <button {...trigger} className={css.navLink} aria-label={messages.profileMenuName(shortenName(props.session.user.full_name))} aria-haspopup="menu">
      <ProfileMenuFace session={props.session} />
    </button>
  );
}
