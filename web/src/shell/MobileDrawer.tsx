// The mobile drawer: the same items as the top bar and the profile menu (spec 000 §2).
import { Button, Dialog, DialogTrigger, Modal, ModalOverlay } from 'react-aria-components';
import * as controls from '../controls/controls.css';
import { examLinks, linksAfterExam, linksBeforeExam, profileLinks } from './navItems';
import * as css from './shell.css';
import { NavAnchor } from './NavAnchor';

export function MobileDrawer({ onLogout }: { onLogout: () => void }) {
  return (
    <DialogTrigger>
      <Button className={`${controls.button({ kind: 'ghost' })} ${css.mobileOnly}`} aria-label="Open navigation menu">
        ☰
      </Button>
      <ModalOverlay className={css.drawerOverlay} isDismissable>
        <Modal className={css.drawer}>
          <Dialog aria-label="Navigation menu" style={{ outline: 'none' }}>
            {({ close }) => (
              <nav className={css.drawerNav} aria-label="Mobile">
                <Button className={controls.button({ kind: 'ghost' })} onPress={close} aria-label="Close navigation menu" style={{ alignSelf: 'flex-end' }}>
                  ✕
                </Button>
                {linksBeforeExam.map((link) => (
                  <NavAnchor key={link.href} link={link} onPress={close} />
                ))}
                <div role="group" aria-labelledby="drawer-exam" className={css.drawerNav}>
                  <p id="drawer-exam" className={css.drawerGroupTitle}>Exam</p>
                  {examLinks.map((link) => (
                    <NavAnchor key={link.href} link={link} onPress={close} />
                  ))}
                </div>
                {linksAfterExam.map((link) => (
                  <NavAnchor key={link.href} link={link} onPress={close} />
                ))}
                <div role="group" aria-labelledby="drawer-profile" className={css.drawerNav}>
                  <p id="drawer-profile" className={css.drawerGroupTitle}>Profile</p>
                  {profileLinks.map((link) => (
                    <NavAnchor key={link.href} link={link} onPress={close} />
                  ))}
                </div>
                <Button
                  className={css.navLink}
                  onPress={() => {
                    close();
                    onLogout();
                  }}
                >
                  Logout
                </Button>
              </nav>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
