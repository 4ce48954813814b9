// The shell's real menus and drawer (react-aria MenuTrigger, Popover, Modal), fetched when a
// learner first reaches for one of their triggers (./LinkMenu, ./ProfileMenu, ./MobileDrawer
// show stand-ins until then).
import { CloseIcon, MenuIcon } from '../controls/shellIcons';
import { messages, shortenName } from '@proshno/engine';
import { Button, Dialog, DialogTrigger, Menu, MenuItem, MenuTrigger, Modal, ModalOverlay, Popover } from 'react-aria-components';
import * as controls from '../controls/controls.css';
import { useTakeover, type Takeover } from '../controls/deferred';
import type { LinkMenuProps } from './LinkMenu';
import type { MobileDrawerProps } from './MobileDrawer';
import { NavAnchor } from './NavAnchor';
import { examLinks, linksAfterExam, linksBeforeExam, profileLinksFor, type NavLink } from './navItems';
import { ProfileMenuFace, type ProfileMenuProps } from './ProfileMenu';
import * as css from './shell.css';

export function LinkMenuPopover({ label, links, trigger, triggerClassName, triggerLabel, takeover }: LinkMenuProps & { takeover: Takeover }) {
  const { triggerRef, isOpen, onOpenChange } = useTakeover(takeover);
  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      <Button ref={triggerRef} className={triggerClassName} aria-label={triggerLabel}>
        {trigger}
      </Button>
      <Popover className={controls.popover} placement="bottom start">
        <Menu className={controls.menu} aria-label={label}>
          {links.map((link) => (
            <MenuItem key={link.href} className={controls.menuItem} href={link.href}>
              {link.label}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

export function ProfileMenuPopover({ session, onLogout, takeover }: ProfileMenuProps & { takeover: Takeover }) {
  const { triggerRef, isOpen, onOpenChange } = useTakeover(takeover);
  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      {/* The name it shows starts its accessible name (WCAG 2.5.3), so voice control finds it by what it says. */}
      <Button ref={triggerRef} className={css.navLink} aria-label={messages.profileMenuName(shortenName(session.user.full_name))}>
        <ProfileMenuFace session={session} />
      </Button>
      <Popover className={controls.popover} placement="bottom end">
        <Menu className={controls.menu} onAction={(key) => (key === 'logout' ? onLogout() : undefined)}>
          {profileLinksFor(session.role).map((link) => (
            <MenuItem key={link.href} id={link.href} className={controls.menuItem} href={link.href}>
              {link.label}
            </MenuItem>
          ))}
          <MenuItem id="logout" className={controls.menuItem}>
            {messages.logoutLabel}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

export function MobileDrawerModal({ onLogout, role, takeover }: MobileDrawerProps & { takeover: Takeover }) {
  const { triggerRef, isOpen, onOpenChange } = useTakeover(takeover);
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      <Button ref={triggerRef} className={`${controls.button({ kind: 'ghost' })} ${css.mobileOnly}`} aria-label={messages.openNavigationMenu}>
        <MenuIcon size={20} />
      </Button>
      <ModalOverlay className={css.drawerOverlay} isDismissable>
        <Modal className={css.drawer}>
          <Dialog aria-label={messages.navigationMenu} style={{ outline: 'none' }}>
            {({ close }) => (
              <nav className={css.drawerNav} aria-label={messages.mobileNavigation}>
                <Button className={controls.button({ kind: 'ghost' })} onPress={close} aria-label={messages.closeNavigationMenu} style={{ alignSelf: 'flex-end' }}>
                  <CloseIcon size={20} />
                </Button>
                {linksBeforeExam.map((link) => (
                  <NavAnchor key={link.href} link={link} onPress={close} />
                ))}
                <DrawerGroup id="drawer-exam" title={messages.navExam} links={examLinks} onPress={close} />
                {linksAfterExam.map((link) => (
                  <NavAnchor key={link.href} link={link} onPress={close} />
                ))}
                <DrawerGroup id="drawer-profile" title={messages.navProfile} links={profileLinksFor(role)} onPress={close} />
                <Button
                  className={css.navLink}
                  onPress={() => {
                    close();
                    onLogout();
                  }}
                >
                  {messages.logoutLabel}
                </Button>
              </nav>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}

function DrawerGroup({ id, title, links, onPress }: { id: string; title: string; links: readonly NavLink[]; onPress: () => void }) {
  return (
    <div role="group" aria-labelledby={id} className={css.drawerNav}>
      <p id={id} className={css.drawerGroupTitle}>
        {title}
      </p>
      {links.map((link) => (
        <NavAnchor key={link.href} link={link} onPress={onPress} />
      ))}
    </div>
  );
}
