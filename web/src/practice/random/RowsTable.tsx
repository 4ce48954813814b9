// The table of chosen rows: serial, subject, topic, subtopic, number of questions, edit and delete,
// 5 per page with the pager from 6 rows (docs/practice.md#random-test, docs/constants.md#practice-limits). Rules: randomTestBuilder.ts.
import {
  checkCount,
  examScreenMessages,
  pageCount,
  parseTyped,
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

export type RowsTableProps = {
  test: RandomTest;
  subjects: readonly BankSubject[];
  send: (event: RandomTestEvent) => void;
  isDisabled: boolean;
};

export function RowsTable({ test, subjects, send, isDisabled }: RowsTableProps) {
  const [editing, setEditing] = useState<RandomTestRow | null>(null);
  if (test.rows.length === 0) return <p className={css.empty}>No questions added yet.</p>;
  const firstSerial = (test.page - 1) * RANDOM_TEST_ROWS_PER_PAGE + 1;
  return (
    <>
      <div className={css.tableWrap}>
        {/* Explicit roles: phones restyle rows as cards, and a changed display must not drop the table's semantics. */}
        <table role="table" className={css.table} aria-label="Selected questions">
          <thead>
            <tr role="row">
              {['#', 'Subject', 'Topic', 'Subtopic', 'Questions', 'Actions'].map((title) => (
                <th key={title} role="columnheader" className={css.cell} scope="col">
                  {title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rowsOnPage(test).map((row, index) => (
              <tr key={row.id} role="row">
                <td role="cell" className={css.cell} data-label="#">{firstSerial + index}</td>
                <td role="cell" className={css.cell} data-label="Subject">{row.subjectName}</td>
                <td role="cell" className={css.cell} data-label="Topic">{row.topicName}</td>
                <td role="cell" className={css.cell} data-label="Subtopic">{row.subTopicName}</td>
                <td role="cell" className={css.cell} data-label="Questions">{row.noOfQuestion}</td>
                <td role="cell" className={css.cell} data-label="Actions">
                  <span className={css.rowActions}>
                    <Button className={controls.button({ kind: 'ghost' })} aria-label={`Edit row ${firstSerial + index}`} isDisabled={isDisabled} onPress={() => setEditing(row)}>
                      <Pencil aria-hidden="true" size={18} />
                    </Button>
                    <Button
                      className={controls.button({ kind: 'ghost' })}
                      aria-label={`Delete row ${firstSerial + index}`}
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
        <nav className={css.pager} aria-label="Pages">
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
      title="Edit Number of Questions"
      actions={
        <>
          <Button className={controls.button({ kind: 'secondary' })} onPress={onCancel}>
            Cancel
          </Button>
          <Button
            className={controls.button({ kind: 'primary' })}
            isDisabled={check === null || !check.valid}
            onPress={() => (check?.valid === true && available !== null ? onSave(check.count, available) : undefined)}
          >
            Save
          </Button>
        </>
      }
    >
      <p>{[row.subjectName, row.topicName, row.subTopicName].filter((name) => name !== '').join(' › ')}</p>
      <TextInput label="Number of Questions" inputMode="numeric" value={text} onChange={setText} />
      {failed ? (
        <p className={css.error} role="alert">
          <LoadFailureText message={examScreenMessages.loadFailed} />
        </p>
      ) : available === null ? (
        <p className={css.hint}>Loading…</p>
      ) : check?.valid === false && check.error !== null ? (
        <p className={css.error} role="alert">
          {check.error}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
