// Issue 8 "Authorization", generated from api/openapi.yaml: every id an operation takes is tried
// with another learner's record (404, nothing of theirs in the answer, nothing of theirs changed),
// every non-public operation refuses a missing, expired or forged token (401), and operations
// limited to some roles refuse the others (403). An operation added to the contract is covered
// without editing this file, or fails it until its ids and publicity are declared below.
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { listeningApi } from '../test/commerceFixtures';
import { signIn, type Auth } from '../test/examFixtures';
import { stores, type HttpMethod, type TestApi } from '../test/harness';
import { contractOperations, urlOf, type ContractOperation } from './contractOperations';
import { learnerWithRecords, type ExamKind, type LearnerRecords } from './learnerRecords';
import { validValue, type Fill } from './validValue';
import type { JsonSchema } from '../http/openapi';

/** Operations anyone may call, each with the reason; every other one must demand a valid token. */
const publicOperations: Record<string, string> = {
  liveness: 'a load balancer probes it',
  readiness: 'a load balancer probes it',
  reportClientError: 'a screen may fail before sign-in; it only writes a log line, limited per address',
  login: 'signing in is how a token is obtained',
  register: 'a visitor has no account yet',
  registerLegacy: 'a visitor has no account yet',
  verifyEmail: 'opened from the mail before the first sign-in; the single-use token is the credential',
  resendVerificationEmail: 'the newcomer cannot sign in until verified; limited per address, it mails only the address on the account',
  logout: 'the refresh token in the body is the credential it revokes',
  refreshToken: 'the refresh token in the body is the credential',
  requestPasswordReset: 'the learner has lost the password',
  confirmPasswordReset: 'the mailed OTP and the reset token are the credentials',
  confirmEmailChange: 'opened from the mail to the new address, maybe in another browser; the single-use token is the credential',
  cancelEmailChange: "opened from the notice to the old address, whose owner may have no session left; the single-use token is the credential",
  paymentSuccess: "the learner's browser returns from SSLCommerz without our token; the payment is checked with SSLCommerz's validation API",
  paymentFail: "the learner's browser returns from SSLCommerz without our token; it grants nothing",
  paymentCancel: "the learner's browser returns from SSLCommerz without our token; it grants nothing",
  paymentIpn: "SSLCommerz calls it server to server; the payment is checked with SSLCommerz's validation API",
};

type OwnedKind = ExamKind | 'revision' | 'user';
/**
 * What each record id of the contract names. `owned`: a record of the caller, another learner's
 * is 404. `userFilter`: a list filter naming a user, another learner gives an empty list (the
 * contract says so). `shared`: the catalogue everyone reads. `ignored`: the server does not read it.
 */
type Slot = { owned: OwnedKind } | { userFilter: true } | { shared: string } | { ignored: string };

const idSlots: Record<string, Slot> = {
  'listSubjects query.grade': { shared: 'grades are the catalogue' },
  'listTopics query.subject': { shared: 'subjects are the catalogue' },
  'listSubtopics query.topic': { shared: 'topics are the catalogue' },
  'listFlashcardQuestions query.subject': { shared: 'the question bank; coverage is checked by subscription' },
  'listFlashcardQuestions query.topic': { shared: 'the question bank' },
  'listFlashcardQuestions query.subtopic': { shared: 'the question bank' },
  'listExams query.created_by': { userFilter: true },
  'createExam body.type': { shared: 'exam types are the catalogue' },
  'getExamResult path.id': { owned: 'finished' },
  'deleteExam path.id': { owned: 'toDelete' },
  'chooseExamSubjects body.exam': { owned: 'fresh' },
  'chooseExamSubjects body.subjects[].subject': { shared: 'the question bank' },
  'chooseExamSubjects body.subjects[].topic': { shared: 'the question bank' },
  'chooseExamSubjects body.subjects[].subtopic': { shared: 'the question bank' },
  'rescheduleExam path.id': { owned: 'scheduled' },
  'getQuestionSet query.exam': { owned: 'started' },
  'listExamScript query.exam': { owned: 'started' },
  'submitExamScript body[].id': { ignored: 'the contract says the server ignores it' },
  'submitExamScript body[].exam': { owned: 'toSubmit' },
  'submitExamScript body[].question': { shared: 'the question bank; it must belong to the exam' },
  'submitExamScript body[].user': { ignored: 'the caller is the user' },
  'submitExamScript body[].choosed_options[]': { shared: "the question bank's options" },
  'saveAnswer body.exam': { owned: 'started' },
  'saveAnswer body.question': { shared: 'the question bank; it must belong to the exam' },
  'saveAnswer body.choosed_options[]': { shared: "the question bank's options" },
  'setBookmark body.exam': { owned: 'started' },
  'setBookmark body.question': { shared: 'the question bank; it must belong to the exam' },
  'getExamTemplate path.id': { shared: 'templates are the catalogue' },
  'createModelExam body.template': { shared: 'templates are the catalogue' },
  'createPreviousYearExam body.template': { shared: 'templates are the catalogue' },
  'createPreviousYearExam body.university_id': { shared: 'universities are the catalogue' },
  'listRevisions query.question__subject': { shared: 'the question bank' },
  'listRevisions query.question__topic': { shared: 'the question bank' },
  'listRevisions query.question__subtopic': { shared: 'the question bank' },
  'listRevisions query.created_by': { userFilter: true },
  'saveRevision body.question': { shared: 'the question bank; coverage is checked by subscription' },
  'deleteRevision path.id': { owned: 'revision' },
  // A card is found by the caller and the question; another learner's card is 404 like none
  // (api/src/learning/reviews.test.ts tries one).
  'reviewQuestion body.question': { shared: "the question bank; the card reviewed is the caller's own" },
  'reviewQuestion body.option': { shared: "the question bank's options" },
  // A flashcard's grade makes or reviews the caller's own card, of a subject their subscription
  // covers (api/src/learning/gradedReviews.test.ts tries another learner's key and an uncovered subject).
  'gradeQuestion body.question': { shared: "the question bank; coverage is checked by subscription; the card is the caller's own" },
  'getExamHistory path.id': { owned: 'finished' },
  'getPackage path.id': { shared: 'packages are the catalogue' },
  'listSubscribedSubjects query.user': { userFilter: true },
  'purchasePackage body.package': { shared: 'packages are the catalogue' },
  'previewPurchase query.package': { shared: 'packages are the catalogue' },
  'purchaseCustomPlan body.details[].grade_id': { shared: 'grades are the catalogue' },
  'purchaseCustomPlan body.details[].subject_id': { shared: 'subjects are the catalogue' },
  'updateUserDetail path.id': { owned: 'user' },
  'updateUserDetail body.id': { owned: 'user' },
  // Contests are read by every learner (docs/contest.md#listing); what is the caller's own (the
  // registration, the sitting, the result) is found by the caller, never by an id.
  'getContest path.id': { shared: 'contests are listed to every learner' },
  'registerForContest path.id': { shared: 'contests are listed to every learner' },
  'joinContest path.id': { shared: "contests are listed to every learner; the sitting is the caller's" },
  'practiseContest path.id': { shared: 'contests are listed to every learner' },
  'getContestResult path.id': { shared: "contests are listed to every learner; the result is the caller's" },
  'getContestMeritList path.id': { shared: 'the merit list is read by every learner' },
  'reviewContest path.id': { shared: 'contests are listed to every learner' },
  'createContest body.template': { shared: 'templates are the catalogue' },
  'createContest body.university_id': { shared: 'universities are the catalogue' },
  'editContest path.id': { shared: 'Admin only' },
  'cancelContest path.id': { shared: 'Admin only' },
  'listContestRegistrations path.id': { shared: 'Admin only' },
  'exportContestMeritList path.id': { shared: 'Admin only' },
  // docs/content.md#reports: the report is the caller's own; the question must be one they met in a
  // finished exam (api/src/quality/quality.test.ts tries one they never met).
  'reportQuestion body.question': { shared: "the question bank; only a question of the caller's finished exams" },
  'adminQuestionAnalysis query.subject': { shared: 'Admin only' },
  'resolveQuestionReport path.id': { shared: 'Admin only' },
  // docs/content.md#export: the subject whose questions are exported.
  'exportBankQuestions query.subject': { shared: 'Admin only' },
  // docs/content.md#versions: the question bank's list and editor, Admin only.
  'adminBankQuestions query.subject': { shared: 'Admin only' },
  'adminBankQuestions query.topic': { shared: 'Admin only' },
  'adminBankQuestions query.subtopic': { shared: 'Admin only' },
  'createBankQuestion body.subject': { shared: 'Admin only' },
  'createBankQuestion body.topic': { shared: 'Admin only' },
  'createBankQuestion body.subtopic': { shared: 'Admin only' },
  'adminBankQuestion path.id': { shared: 'Admin only' },
  'updateBankQuestion path.id': { shared: 'Admin only' },
  'updateBankQuestion body.subject': { shared: 'Admin only' },
  'updateBankQuestion body.topic': { shared: 'Admin only' },
  'updateBankQuestion body.subtopic': { shared: 'Admin only' },
  'publishBankQuestion path.id': { shared: 'Admin only' },
  'retireBankQuestion path.id': { shared: 'Admin only' },
  // docs/content.md#catalogue: the catalogue and exam templates, Admin only.
  'createCatalogueEntry body.parent': { shared: 'Admin only' },
  'updateCatalogueEntry path.id': { shared: 'Admin only' },
  'deleteCatalogueEntry path.id': { shared: 'Admin only' },
  'createAdminExamTemplate body.subjects[].subject': { shared: 'Admin only' },
  'updateAdminExamTemplate path.id': { shared: 'Admin only' },
  'updateAdminExamTemplate body.subjects[].subject': { shared: 'Admin only' },
  'deleteAdminExamTemplate path.id': { shared: 'Admin only' },
  // docs/content.md#sales: the Admin's packages, subject prices and transactions
  'adminUpdatePackage path.id': { shared: 'Admin only' },
  'adminSetPackageActive path.id': { shared: 'Admin only' },
  'adminUpdateSubjectPrice path.id': { shared: 'Admin only' },
  'adminGetTransaction path.id': { shared: 'Admin only' },
  'adminRefundTransaction path.id': { shared: 'Admin only' },
  // docs/access.md#admin-learners: any account is the Admin's to act on; the smallest id is the
  // first demo learner, never the Admin acting (whose own account answers 409).
  'adminLearnerDetail path.id': { shared: 'Admin only' },
  'adminDisableLearner path.id': { shared: 'Admin only' },
  'adminEnableLearner path.id': { shared: 'Admin only' },
  'adminSetLearnerRole path.id': { shared: 'Admin only' },
};

const operations = contractOperations();
const slotsOf = (op: ContractOperation) => op.idSlots.map((slot) => ({ key: `${op.operationId} ${slot}`, slot }));
const allSlots = operations.flatMap(slotsOf);
const ownedSlots = allSlots.flatMap(({ key, slot }) => {
  const meaning = idSlots[key];
  return meaning && 'owned' in meaning ? [{ key, slot, kind: meaning.owned, op: operationNamed(key) }] : [];
});
const filterSlots = allSlots.filter(({ key }) => {
  const meaning = idSlots[key];
  return meaning !== undefined && 'userFilter' in meaning;
});
const secured = operations.filter((op) => !(op.operationId in publicOperations));
const roleLimited = operations.filter((op) => op.roles !== undefined);

describe('the contract is fully declared', () => {
  test('every record id an operation takes says whose record it names', () => {
    expect(allSlots.length).toBeGreaterThan(20);
    expect(allSlots.map((s) => s.key).filter((key) => !(key in idSlots))).toEqual([]);
    expect(Object.keys(idSlots).filter((key) => !allSlots.some((s) => s.key === key))).toEqual([]);
  });

  test('an operation is public only when listed here with its reason, and then declares no security', () => {
    const undeclared = operations.filter((op) => !op.secured && !(op.operationId in publicOperations)).map((op) => op.operationId);
    expect(undeclared, 'secure these in openapi.yaml or list them as public with a reason').toEqual([]);
    const listedButSecured = operations.filter((op) => op.secured && op.operationId in publicOperations).map((op) => op.operationId);
    expect(listedButSecured).toEqual([]);
    expect(Object.keys(publicOperations).filter((id) => !operations.some((op) => op.operationId === id))).toEqual([]);
  });

  test('an operation answering 403 Forbidden names the roles allowed (x-roles), and only those do', () => {
    const forbiddenWithoutRoles = operations.filter((op) => op.forbiddenRef === 'Forbidden' && !op.roles).map((op) => op.operationId);
    const rolesWithoutForbidden = operations.filter((op) => op.roles && op.forbiddenRef !== 'Forbidden').map((op) => op.operationId);
    expect({ forbiddenWithoutRoles, rolesWithoutForbidden }).toEqual({ forbiddenWithoutRoles: [], rolesWithoutForbidden: [] });
    expect(roleLimited.length).toBeGreaterThan(0);
  });
});

describe.each(stores)('authorization on %s', (store) => {
  let t: TestApi;
  let owner: LearnerRecords;
  let other: LearnerRecords;
  let ownerViewsBefore: unknown;

  beforeAll(async () => {
    t = await listeningApi(store);
    owner = await learnerWithRecords(t);
    other = await learnerWithRecords(t);
    ownerViewsBefore = await viewsOf(t, owner);
  }, 120_000);
  afterAll(() => t.close());

  describe("another learner's record is answered like a missing one", () => {
    test.each(ownedSlots.map((s) => [s.key, s] as const))('%s', async (_key, { slot, kind, op }) => {
      const intruding = await send(t, op, other, (at) => (at === slot ? idOf(owner, kind) : undefined));
      expect({ status: intruding.status, body: intruding.body }).toMatchObject({ status: 404, body: { detail: expect.any(String) } });
      expectNothingOf(owner, intruding.body);
      // The same request naming the caller's own record succeeds: the 404 above is the ownership check.
      const own = await send(t, op, other, () => undefined);
      expect(own.status, JSON.stringify(own.body)).toBeLessThan(300);
    });
  });

  describe("a filter naming another learner lists nothing of theirs", () => {
    test.each(filterSlots.map((s) => [s.key, s] as const))('%s', async (key, { slot }) => {
      const op = operationNamed(key);
      const intruding = await send(t, op, other, (at) => (at === slot ? String(owner.learner.id) : undefined));
      expect([200, 404]).toContain(intruding.status);
      if (intruding.status === 200) expect(intruding.body).toEqual([]);
      expectNothingOf(owner, intruding.body);
      // Naming oneself lists what no filter lists: the empty list above comes from the other id.
      const own = await send(t, op, other, (at) => (at === slot ? String(other.learner.id) : undefined));
      const unfiltered = await send(t, op, other, () => undefined);
      expect(own.status).toBe(200);
      expect(withoutClock(own.body)).toEqual(withoutClock(unfiltered.body));
    });
  });

  describe('a caller without a valid token is refused', () => {
    const forgeries: Array<[string, (s: Secrets) => Promise<string | null>]> = [
      ['no token', async () => null],
      ['an expired token', (s) => signed(s.secret, s.claims, -3600)],
      ['a token signed with another secret', (s) => signed('another-secret-that-is-long-enough-for-hs256', s.claims, 900)],
      ['an unsigned token (alg none)', async (s) => unsigned(s.claims)],
      ["a real token whose payload names another user", async (s) => tampered(s.realToken, { sub: String(s.claims.sub) })],
      ['a real token whose payload claims the Admin role', async (s) => tampered(s.realToken, { role: 'Admin' })],
      ['a refresh token', (s) => signed(s.secret, { ...s.claims, type: 'refresh', family: 'f', jti: 'j' }, 900)],
    ];
    const cases = secured.flatMap((op) => forgeries.map(([name, token]) => [op.operationId, name, op, token] as const));

    test.each(cases)('%s with %s answers 401', async (_id, _name, op, forge) => {
      const token = await forge({ secret: t.config.jwtSecret, claims: { sub: String(owner.learner.id), type: 'access', role: 'Default' }, realToken: other.learner.token });
      const headers: Record<string, string> = token === null ? {} : { authorization: `Bearer ${token}` };
      const answer = await send(t, op, owner, () => undefined, headers);
      expect({ status: answer.status, body: answer.body }).toMatchObject({ status: 401, body: { detail: expect.any(String) } });
      expectNothingOf(owner, answer.body);
    });
  });

  describe('an operation limited to some roles refuses the others', () => {
    const roles = [
      ['Default', 'newbie@example.com', 'Newbie#2026'],
      ['Management', 'manager@example.com', 'Manager#2026'],
      ['Admin', 'admin@example.com', 'Admin#2026'],
    ] as const;
    const cases = roleLimited.flatMap((op) => roles.map(([role, email, password]) => [op.operationId, role, op, email, password] as const));

    // One sign-in a role for the whole table: the api counts 20 sign-ins an account a minute, and
    // the Admin's operations alone are more than that.
    const sessions = new Map<string, Promise<Auth>>();
    const sessionOf = (email: string, password: string) => {
      const known = sessions.get(email) ?? signIn(t, email, password);
      sessions.set(email, known);
      return known;
    };

    // deleteAdminExamTemplate is sent for a template of its own that a learner's exam was made from,
    // which the api keeps (409) whichever row runs first; the smallest id, template 1, is kept only
    // while createContest's row has made a contest from it.
    let keptTemplate = 0;
    // publishBankQuestion, retireBankQuestion and updateBankQuestion are sent for drafts of their
    // own: the smallest id is a question the owner's exams may have drawn, and retiring it took it
    // from the owner's reviews (the CI of faed983).
    const ownQuestion: Record<string, number> = {};
    beforeAll(async () => {
      const admin = await sessionOf('admin@example.com', 'Admin#2026');
      const catalogue = (await t.call('GET', '/api/exam/v1/admin/catalogue/', undefined, admin)).body as Record<'topics' | 'subtopics', Array<{ id: number; parent: number }>>;
      const subtopic = catalogue.subtopics[0];
      const topic = catalogue.topics.find((x) => x.id === subtopic?.parent);
      if (subtopic === undefined || topic === undefined) throw new Error('no subtopic in the catalogue');
      for (const operation of ['publishBankQuestion', 'retireBankQuestion', 'updateBankQuestion']) {
        const draft = await t.call(
          'POST',
          '/api/bank/v1/admin/questions/',
          {
            subject: topic.parent,
            topic: topic.id,
            subtopic: subtopic.id,
            language: 'en',
            question: [{ type: 'text', data: `A draft for the ${operation} row` }],
            options: ['A', 'B', 'C', 'D'].map((data, i) => ({ data: [{ type: 'text', data }], is_answer: i === 0 })),
            explanation: [],
            twin: null,
          },
          admin,
        );
        if (draft.status !== 201) throw new Error(`draft: ${JSON.stringify(draft.body)}`);
        ownQuestion[operation] = Number((draft.json.question as { id: number }).id);
      }
      const scheme = { name: 'Kept by its exam', bengali: 'পরীক্ষায় রাখা', exam_type: 2, status: 'active', exam_minutes: 1, mark_per_qn: 1, negative_mark_per_qn: 0 };
      const subjects = [{ subject: other.subject, no_of_questions: 1, pass_mark: 1 }];
      const template = await t.call('POST', '/api/exam/v1/admin/exam-templates/', { ...scheme, subjects, universities: [] }, admin);
      if (template.status !== 201) throw new Error(`template: ${JSON.stringify(template.body)}`);
      keptTemplate = Number(template.json.id);
      const made = await t.call('POST', '/api/exam/v1/exam-template/create-exam/', { template: keptTemplate, start_time: new Date().toISOString() }, other.learner.auth);
      if (made.status !== 201) throw new Error(`exam of the template: ${JSON.stringify(made.body)}`);
    });

    test.each(cases)('%s as %s', async (_id, role, op, email, password) => {
      const auth = await sessionOf(email, password);
      const target = (at: string) => (at !== 'path.id' ? undefined : op.operationId === 'deleteAdminExamTemplate' ? keptTemplate : ownQuestion[op.operationId]);
      const answer = await send(t, op, owner, target, auth);
      const refusal = adminRefusals[op.operationId];
      if (op.roles?.includes(role) && refusal !== undefined) expect(answer.status).toBe(refusal);
      else if (op.roles?.includes(role)) expect(answer.status).toBeLessThan(300);
      else expect({ status: answer.status, body: answer.body }).toMatchObject({ status: 403, body: { detail: expect.any(String) } });
    });
  });

  test("after every attempt the owner's records read exactly as before", async () => {
    expect(await viewsOf(t, owner)).toEqual(ownerViewsBefore);
  });
});

/**
 * Operations whose allowed call the suite's records cannot satisfy, with the refusal that shows the
 * role check passed: the seeded payment has no bank transaction at SSLCommerz to refund (409; the
 * refund itself is tried against the simulator in api/src/commerce/adminSales.test.ts); the smallest
 * bank question the contract accepts has no text and no right option, which the bank's rules refuse
 * (400; real ones are written in api/src/bank/editor.test.ts), and so is the suite's image, which is
 * not one (400; a real one is uploaded there too). The smallest exam template names neither of its
 * two times, which the api refuses (400; real ones in api/src/practice/adminTemplates.test.ts), a
 * template a learner's exam was made from is kept (409), and the smallest catalogue id is the demo
 * grade, which its subjects keep from deletion (409).
 */
const adminRefusals: Record<string, number> = {
  adminRefundTransaction: 409,
  createBankQuestion: 400,
  updateBankQuestion: 400,
  uploadBankImage: 400,
  createAdminExamTemplate: 400,
  updateAdminExamTemplate: 400,
  deleteCatalogueEntry: 409,
  deleteAdminExamTemplate: 409,
};

type Secrets = { secret: string; claims: Record<string, string>; realToken: string };

function operationNamed(key: string): ContractOperation {
  const op = operations.find((o) => o.operationId === key.split(' ')[0]);
  if (!op) throw new Error(`no operation ${key}`);
  return op;
}

function idOf(records: LearnerRecords, kind: OwnedKind): number {
  if (kind === 'revision') return records.revision;
  if (kind === 'user') return records.learner.id;
  return records.exams[kind];
}

/**
 * `op` as `caller` would send it for its own records: each owned id is the caller's record of
 * that slot's kind, the rest the smallest valid value; `fill` overrides a slot.
 */
async function send(t: TestApi, op: ContractOperation, caller: LearnerRecords, fill: Fill, headers: Record<string, string> = caller.learner.auth) {
  const own: Fill = (at, schema) => {
    const given = fill(at, schema);
    if (given !== undefined) return at.startsWith('body') ? Number(given) : String(given);
    return callerValue(op, caller, at);
  };
  const params = op.params ? (validValue(op.params, 'path', own) as Record<string, string>) : {};
  const query = op.query ? (validValue(op.query, 'query', own) as Record<string, string>) : {};
  const url = urlOf(op, params, query);
  if (op.bodyType === 'multipart/form-data') {
    const boundary = 'suite-boundary';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nnot an image\r\n--${boundary}--\r\n`;
    const res = await t.api.app.inject({ method: 'POST', url, payload, headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` } });
    return { status: res.statusCode, body: res.body ? (JSON.parse(res.body) as unknown) : undefined };
  }
  if (op.bodyType === 'application/x-www-form-urlencoded') {
    const fields = validValue(op.body ?? {}, 'body', own) as Record<string, string>;
    const res = await t.api.app.inject({ method: 'POST', url, payload: new URLSearchParams(fields).toString(), headers: { ...headers, 'content-type': op.bodyType } });
    return { status: res.statusCode, body: res.body ? (JSON.parse(res.body) as unknown) : undefined };
  }
  const body = op.body ? validValue(op.body, 'body', own) : undefined;
  return t.call(op.method.toUpperCase() as HttpMethod, url, body, headers);
}

// The caller's own record for every owned slot, and values its requests need to succeed.
function callerValue(op: ContractOperation, caller: LearnerRecords, at: string): unknown {
  const key = `${op.operationId} ${at}`;
  const meaning = idSlots[key];
  const kind = meaning && 'owned' in meaning ? meaning.owned : undefined;
  const onWire = (n: number) => (at.startsWith('body') ? n : String(n));
  if (kind !== undefined) return onWire(idOf(caller, kind));
  const answerKind = op.operationId === 'submitExamScript' ? 'toSubmit' : 'started';
  switch (at) {
    case 'body.subjects[].subject':
      return caller.subject;
    case 'body.subjects[].topic':
    case 'body.subjects[].subtopic':
      return null;
    case 'body.question':
    case 'body[].question':
      // The bank editor's question is its body's parts, not a question id (docs/content.md#versions).
      return op.operationId === 'saveRevision' || op.operationId === 'createBankQuestion' || op.operationId === 'updateBankQuestion'
        ? undefined
        : caller.answerOf[answerKind].question;
    case 'body.start_time':
      return op.operationId === 'rescheduleExam' ? new Date(Date.now() + 2 * 86_400_000).toISOString() : undefined;
    case 'body.name':
    case 'body.duration_days':
      // docs/content.md#packages-admin: a monthly package lasts 30 days; names are unique.
      if (op.operationId === 'adminCreatePackage' || op.operationId === 'adminUpdatePackage') return at === 'body.name' ? `Suite ${op.operationId}` : 30;
      return undefined;
    case 'body.role':
      // The first demo learner keeps the role it has (docs/access.md#role-changes).
      return op.operationId === 'adminSetLearnerRole' ? 'Default' : undefined;
  }
  if (op.operationId === 'updateUserDetail') {
    const profile: Record<string, string> = {
      'body.full_name': 'Rafiq Islam',
      'body.username': `learner${caller.learner.id}`,
      'body.email': caller.learner.email,
      'body.phone_no': caller.learner.phone,
      'body.date_of_birth': '2004-05-17',
    };
    return profile[at];
  }
  if (op.operationId === 'getPerformanceGraph' || op.operationId === 'getLeaderboard') {
    if (/date$/.test(at)) return '2026-01-15';
  }
  return undefined;
}

function expectNothingOf(owner: LearnerRecords, body: unknown): void {
  const text = JSON.stringify(body ?? null);
  for (const marker of owner.markers) expect(text, `the answer shows ${marker}`).not.toContain(marker);
}

// Everything the owner can read about their records, without the clock's moving parts.
async function viewsOf(t: TestApi, records: LearnerRecords): Promise<unknown> {
  const auth = records.learner.auth;
  const get = async (url: string) => {
    const res = await t.call('GET', url, undefined, auth);
    return { status: res.status, body: withoutClock(res.body) };
  };
  const exams: Record<string, unknown> = {};
  for (const [kind, id] of Object.entries(records.exams)) {
    exams[kind] = { exam: await get(`/api/exam/v1/exam/${id}/`), script: await get(`/api/exam/v1/exam-script/?exam=${id}`) };
  }
  return {
    exams,
    history: await get(`/api/exam/v1/exam-history/${records.exams.finished}/`),
    revisions: await get('/api/exam/v1/revision/'),
    reviews: await get('/api/learning/v1/reviews/'),
    mastery: answerCountsOf(await get('/api/learning/v1/mastery/')),
    profile: await get('/auth/v1/user-detail/'),
    subscriptions: await get('/api/study-plan/v1/subscribed-packages/'),
    transactions: await get('/api/study-plan/v1/my-transaction/'),
  };
}

/** The weak topics' counts by topic: their levels and order move with every learner's finish (the questions' ratings). */
function answerCountsOf({ status, body }: { status: number; body: unknown }): unknown {
  const topics = Array.isArray(body) ? (body as Array<{ topic: { id: number }; answered: number; right: number }>) : [];
  return { status, topics: topics.map(({ topic, answered, right }) => ({ topic: topic.id, answered, right })).sort((a, b) => a.topic - b.topic) };
}

function withoutClock(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutClock);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value as JsonSchema).filter(([k]) => k !== 'time_remaining').map(([k, v]) => [k, withoutClock(v)]));
}

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

async function signed(secret: string, claims: Record<string, string>, lifetime: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const { sub, ...rest } = claims;
  return new SignJWT(rest)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub ?? '')
    .setIssuedAt(now - 7200)
    .setExpirationTime(now + lifetime)
    .sign(new TextEncoder().encode(secret));
}

function unsigned(claims: Record<string, string>): string {
  const now = Math.floor(Date.now() / 1000);
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...claims, iat: now, exp: now + 900 })}.`;
}

function tampered(token: string, change: Record<string, string>): string {
  const [header = '', payload = '', signature = ''] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
  return `${header}.${base64url({ ...claims, ...change })}.${signature}`;
}
