// A button that opens a menu of page links (the Exam menu, the phone site menu).
import type { ReactNode } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import * as controls from '../controls/controls.css';
import type { NavLink } from './navItems';

type LinkMenuProps = {
  /** The menu's accessible name. */
  label: string;
  links: readonly NavLink[];
  trigger: ReactNode;
  triggerClassName: string;
  /** The trigger's accessible name when its content is only a symbol. */
  triggerLabel?: string;
};

export function LinkMenu({ label, links, trigger, triggerClassName, triggerLabel }: LinkMenuProps) {
  return (
    <MenuTrigger>
      <Button className={triggerClassName} aria-label={triggerLabel}>
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
