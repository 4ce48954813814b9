// The table of chosen rows: serial, subject, topic, subtopic, number of questions, edit and delete,
// 5 per page with the pager from 6 rows (docs/practice.md#random-test, docs/constants.md#practice-limits). Rules: randomTestBuilder.ts.
import {
  checkCount,
  examScreenMessages,
  fillIn,
  pageCount,
  parseTyped,
  practiceMessages,
  rowAvailable,
  rowsOnPage,
  showsPager,
  RANDOM_TEST_ROWS_PER_PAGE,
  type BankSubject,
  type RandomTest,
  type RandomTestEvent,
  type RandomTestRow,
} from '@proshno/engine';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash-2';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useQuery } from 'urql';
import { ConfirmDialog } from '../../controls/ConfirmDialog';
import { TextInput } from '../../controls/TextInput';
import * as controls from '../../controls/controls.css';
import { LoadFailureText } from '../../controls/LoadState';
import { RandomTestSubtopicsDocument, RandomTestTopicsDocument } from '../../generated/graphql';
import * as css from './randomTest.css';

// The table's column headers; on phones each cell repeats its column's name (data-label).
const columnTitles = [
  practiceMessages.serialColumn,
  practiceMessages.subject,
  practiceMessages.topic,
  practiceMessages.subtopic,
  practiceMessages.questionsColumn,
  practiceMessages.actions,
];

export type RowsTableProps = {
  test: RandomTest;
  subjects: readonly BankSubject[];
  send: (event: RandomTestEvent) => void;
  isDisabled: boolean;
};

export function RowsTable({ test, subjects, send, isDisabled }: RowsTableProps) {
  const [editing, setEditing] = useState<RandomTestRow | null>(null);
  if (test.rows.length === 0) return <p className={css.empty}>{practiceMessages.noRowsYet}</p>;
  const firstSerial = (test.page - 1) * RANDOM_TEST_ROWS_PER_PAGE + 1;
  return (
    <>
      <div className={css.tableWrap}>
        {/* Explicit roles: phones restyle rows as cards, and a changed display must not drop the table's semantics. */}
        <table role="table" className={css.table} aria-label={practiceMessages.selectedQuestions}>
          <thead>
            <tr role="row">
              {columnTitles.map((title) => (
                <th key={title} role="columnheader" className={css.cell} scope="col">
                  {title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rowsOnPage(test).map((row, index) => (
              <tr key={row.id} role="row">
                <td role="cell" className={css.cell} data-label={practiceMessages.serialColumn}>{firstSerial + index}</td>
                <td role="cell" className={css.cell} data-label={practiceMessages.subject}>{row.subjectName}</td>
                <td role="cell" className={css.cell} data-label={practiceMessages.topic}>{row.topicName}</td>
                <td role="cell" className={css.cell} data-label={practiceMessages.subtopic}>{row.subTopicName}</td>
                <td role="cell" className={css.cell} data-label={practiceMessages.questionsColumn}>{row.noOfQuestion}</td>
                <td role="cell" className={css.cell} data-label={practiceMessages.actions}>
                  <span className={css.rowActions}>
                    <Button className={controls.button({ kind: 'ghost' })} aria-label={fillIn(practiceMessages.editRow, { n: firstSerial + index })} isDisabled={isDisabled} onPress={() => setEditing(row)}>
                      <Pencil aria-hidden="true" size={18} />
                    </Button>
                    <Button
                      className={controls.button({ kind: 'ghost' })}
                      aria-label={fillIn(practiceMessages.deleteRow, { n: firstSerial + index })}
                      isDisabled={isDisabled}
                      onPress={() => send({ type: 'DELETE', id: row.id })}
                    >
                      <Trash2 aria-hidden="true" size={18} />
                    </Button>
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {showsPager(test.rows) ? (
        <nav className={css.pager} aria-label={practiceMessages.pages}>
          {Array.from({ length: pageCount(test.rows) }, (_, i) => i + 1).map((page) => (
            <Button
              key={page}
              className={controls.button({ kind: page === test.page ? 'primary' : 'secondary' })}
              aria-current={page === test.page ? 'page' : undefined}
              onPress={() => send({ type: 'PAGE', page })}
            >
              {page}
            </Button>
          ))}
        </nav>
      ) : null}
      {editing === null ? null : (
        <EditRowDialog
          row={editing}
          subjects={subjects}
          onSave={(count, available) => {
            send({ type: 'EDIT', id: editing.id, count, available });
            setEditing(null);
          }}
          onCancel={() => setEditing(null)}
        />
      )}
    </>
  );
}

/** Changes a row's count within its deepest level's questions_available, loading that list. */
function EditRowDialog(props: { row: RandomTestRow; subjects: readonly BankSubject[]; onSave: (count: number, available: number) => void; onCancel: () => void }) {
  const { row, subjects, onSave, onCancel } = props;
  const [text, setText] = useState(String(row.noOfQuestion));
  const topic = row.subTopic === null ? null : row.topic;
  const [topics] = useQuery({ query: RandomTestTopicsDocument, variables: { subject: row.subject }, pause: row.topic === null || row.subTopic !== null });
  const [subtopics] = useQuery({ query: RandomTestSubtopicsDocument, variables: { topic: topic ?? 0 }, pause: topic === null });
  const available = rowAvailable(row, {
    subjects,
    topics: topics.data === undefined ? null : { parent: row.subject, entries: topics.data.topics },
    subtopics: subtopics.data === undefined || row.topic === null ? null : { parent: row.topic, entries: subtopics.data.subtopics },
  });
  const failed = topics.error !== undefined || subtopics.error !== undefined;
  const count = parseTyped(text);
  const check = available === null ? null : checkCount(count, available);
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title={practiceMessages.editCountTitle}
      actions={
        <>
          <Button className={controls.button({ kind: 'secondary' })} onPress={onCancel}>
            {practiceMessages.cancel}
          </Button>
          <Button
            className={controls.button({ kind: 'primary' })}
            isDisabled={check === null || !check.valid}
            onPress={() => (check?.valid === true && available !== null ? onSave(check.count, available) : undefined)}
          >
            {practiceMessages.save}
          </Button>
        </>
      }
    >
      <p>{[row.subjectName, row.topicName, row.subTopicName].filter((name) => name !== '').join(' › ')}</p>
      <TextInput label={practiceMessages.numberOfQuestions} inputMode="numeric" value={text} onChange={setText} />
      {failed ? (
        <p className={css.error} role="alert">
          <LoadFailureText message={examScreenMessages.loadFailed} />
        </p>
      ) : available === null ? (
        <p className={css.hint}>{practiceMessages.loading}</p>
      ) : check?.valid === false && check.error !== null ? (
        <p className={css.error} role="alert">
          {check.error}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
