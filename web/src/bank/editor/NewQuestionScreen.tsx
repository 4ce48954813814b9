// /admin/bank/new (docs/content.md#editor), Admin only: the editor for a question not saved yet; its
// first Save creates it as a draft.
import { BankEditorPage, useBankEditorActor } from './BankEditorScreen';

export default function NewQuestionScreen() {
  return <BankEditorPage actor={useBankEditorActor(null)} />;
}
