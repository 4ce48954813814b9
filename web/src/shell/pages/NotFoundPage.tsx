// The 404 page (docs/shell.md#not-found).
import { messages } from '@proshno/engine';
import { Link } from 'react-aria-components';
import * as controls from '../../controls/controls.css';
import * as shell from '../shell.css';

export default function NotFoundPage() {
  return (
    <div className={shell.centered}>
      <div>
        <h1>{messages.notFoundTitle}</h1>
        <p>{messages.notFound}</p>
        <Link className={controls.button({ kind: 'primary' })} href="/">
          {messages.backToHomepage}
        </Link>
      </div>
    </div>
  );
}
