// /home: the shell's landing page and the scheduled exams (spec 001 §2); the rest of the dashboard
// arrives with a later issue.
import { Link } from 'react-aria-components';
import * as controls from '../controls/controls.css';
import { ScheduledExams } from '../practice/schedule/ScheduledExams';
import { useSession } from '../session/SessionProvider';
import * as css from './pages.css';

export default function HomePage() {
  const { session } = useSession();
  return (
    <>
      <article className={css.article} aria-labelledby="home-title">
        <h1 id="home-title">Welcome{session === null ? '' : `, ${session.user.full_name}`}!</h1>
        <p>Practise with flashcards, random tests, model tests and previous-year questions.</p>
        <p>
          <Link className={controls.button({ kind: 'primary' })} href="/flashcard">
            Start with flashcards
          </Link>
        </p>
      </article>
      <ScheduledExams />
    </>
  );
}
