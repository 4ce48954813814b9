// What a signed-in learner sees on a page of another role, the Admin's /admin/… (docs/access.md#admin-pages).
import { messages } from '@proshno/engine';
import { Link } from 'react-aria-components';
import * as controls from '../../controls/controls.css';
import * as shell from '../shell.css';

export default function NotAllowedPage() {
  return (
    <div className={shell.centered}>
      <div>
        <h1>{messages.notAllowedTitle}</h1>
        <p>{messages.notAllowed}</p>
        <Link className={controls.button({ kind: 'primary' })} href="/home">
          {messages.backToHomepage}
        </Link>
      </div>
    </div>
  );
}
