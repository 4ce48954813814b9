// Progress and profile over GraphQL against the real api (PGlite): the demo learner's seeded
// exams in history, dashboard and leaderboard, and revision; a newcomer's profile, avatar and password.
import { progressMessages } from '@proshno/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessOf, dataOf, latestMailTo, startLiveStack, verifiedNewcomer, type GraphQLAnswer, type LiveStack } from '../liveStack';

let stack: LiveStack;
let learner: string;

beforeAll(async () => {
  stack = await startLiveStack();
  learner = await accessOf(stack, 'learner@example.com', 'Learner#2026');
});
afterAll(async () => {
  await stack?.close();
});

describe('history', () => {
  it('lists the seeded exams and reviews one with answers, explanations and subject names', async () => {
    const { examHistory } = dataOf(
      await stack.graphql<{ examHistory: Array<{ id: number; title: string; total_question: number; right: number; wrong: number; status: string }> }>(
        '{ examHistory { id title total_question right wrong status updated_at } }',
        {},
        learner,
      ),
    );
    const finished = examHistory.filter((row) => row.status === 'finished');
    expect(finished.length).toBeGreaterThan(0);
    const [row] = finished;
    if (row === undefined) throw new Error('no finished exam');
    const { examHistoryDetail } = dataOf(
      await stack.graphql<{
        examHistoryDetail: {
          result: { exam: { id: number }; prev_subject_result: { right: number } };
          subjects: string[];
          questions: Array<{ question: { subject: { name: string }; explanation_data: unknown[]; options: Array<{ id: number; is_answer: boolean }> }; option: number | null; revision: number | null }>;
        };
      }>(
        `query($id: Int!) { examHistoryDetail(id: $id) {
          result { exam { id } prev_subject_result { right } } subjects
          questions { question { subject { name } explanation_data { type data } options { id is_answer } } option revision }
        } }`,
        { id: row.id },
        learner,
      ),
    );
    expect(examHistoryDetail.result.exam.id).toBe(row.id);
    expect(examHistoryDetail.result.prev_subject_result.right).toBe(row.right);
    expect(examHistoryDetail.questions).toHaveLength(row.total_question);
    expect(examHistoryDetail.subjects).toEqual([examHistoryDetail.questions[0]?.question.subject.name]);
    expect(examHistoryDetail.questions.every((q) => q.question.options.filter((o) => o.is_answer).length === 1)).toBe(true);
    // The learner's choice is the one option it is (REST's one-item choosed_options), null when unanswered.
    const answered = examHistoryDetail.questions.filter((q) => q.option !== null);
    expect(answered.length).toBe(row.right + row.wrong);
    expect(answered.every((q) => q.question.options.some((o) => o.id === q.option))).toBe(true);
  });

  it("answers another learner's exam with NOT_FOUND", async () => {
    const { examHistory } = dataOf(await stack.graphql<{ examHistory: Array<{ id: number }> }>('{ examHistory { id } }', {}, learner));
    const stranger = await verifiedNewcomer(stack, 'progress');
    const answer = await stack.graphql('query($id: Int!) { examHistoryDetail(id: $id) { subjects } }', { id: examHistory[0]?.id ?? 0 }, stranger.token);
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });
});

describe('dashboard and leaderboard', () => {
  it('gives the tiles, five days of stats and the lifetime board with the caller unmasked', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const result = dataOf(
      await stack.graphql<{
        examTiles: { exams: number; total_qn: number; correct_ratio: number };
        performanceGraph: Array<{ date: string; total_question: number }>;
        leaderboard: Array<{ full_name: string; email: string; elo: number }>;
      }>(
        `query($from: String!, $to: String!, $today: String!) {
          examTiles { exams total_qn correct_ratio }
          performanceGraph(from_date: $from, to_date: $to) { date total_question right wrong not_answered }
          leaderboard(start_date: "2000-01-01", end_date: $today) { full_name email elo }
        }`,
        { from: '2026-01-01', to: '2026-01-05', today },
        learner,
      ),
    );
    expect(result.examTiles.total_qn).toBeGreaterThanOrEqual(0);
    expect(result.performanceGraph.map((day) => day.date)).toEqual(['2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04', '2026-01-05']);
    expect(result.leaderboard.find((row) => row.email === 'learner@example.com')?.full_name).toBe('Ayesha Rahman');
  });

  it('passes a bad range on as BAD_REQUEST', async () => {
    const answer = await stack.graphql('{ leaderboard(start_date: "2026-02-30", end_date: "2026-03-01") { elo } }', {}, learner);
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
  });
});

describe('profile and password', () => {
  it('updates the profile, uploads an avatar by multipart request, and changes the password', async () => {
    const me = await verifiedNewcomer(stack, 'progress');
    const input = { full_name: 'Karim Hossain', username: `karim${me.id}`, email: me.email, phone_no: '01812345678', date_of_birth: '2003-04-05', gender: 'not_to_specify' };
    const { updateProfile } = dataOf(
      await stack.graphql<{ updateProfile: { user: { full_name: string; gender: string } } }>(
        'mutation($id: Int!, $input: ProfileInput!) { updateProfile(id: $id, input: $input) { user { full_name gender } image { image } } }',
        { id: me.id, input },
        me.token,
      ),
    );
    expect(updateProfile.user).toEqual({ full_name: 'Karim Hossain', gender: 'not_to_specify' });

    // The address (docs/progress.md#profile-address): a field sent is saved, one sent as null is left out and kept.
    const moved = { ...input, state: 'Rajshahi', city: 'Bogura', address_line1: 'Satmatha', address_line2: null };
    const address = dataOf(
      await stack.graphql<{ updateProfile: { user: { state: string; city: string; address_line1: string; address_line2: string; country: string } } }>(
        'mutation($id: Int!, $input: ProfileInput!) { updateProfile(id: $id, input: $input) { user { country state city address_line1 address_line2 } } }',
        { id: me.id, input: moved },
        me.token,
      ),
    );
    expect(address.updateProfile.user).toEqual({ country: 'Bangladesh', state: 'Rajshahi', city: 'Bogura', address_line1: 'Satmatha', address_line2: '' });

    const form = new FormData();
    form.append('operations', JSON.stringify({ query: 'mutation($image: File!) { uploadProfileImage(image: $image) { image } }', variables: { image: null } }));
    form.append('map', JSON.stringify({ 0: ['variables.image'] }));
    form.append('0', new Blob([Buffer.from('47494638396101000100800000ffffff00000021f90401000000002c00000000010001000002024401003b', 'hex')], { type: 'image/gif' }), 'me.gif');
    const uploaded = (await (await fetch(`${stack.url}/graphql`, { method: 'POST', body: form, headers: { authorization: `Bearer ${me.token}` } })).json()) as GraphQLAnswer<{
      uploadProfileImage: { image: string };
    }>;
    const path = dataOf(uploaded).uploadProfileImage.image;
    expect(path).toMatch(/^profile\/.+\.gif$/);
    expect((await fetch(`${stack.url}/media/${path}`)).status).toBe(200);
    const { userDetail } = dataOf(await stack.graphql<{ userDetail: { image: { image: string } | null } }>('{ userDetail { image { image } } }', {}, me.token));
    expect(userDetail.image?.image).toBe(path);

    const change = 'mutation($input: ChangePasswordInput!) { changePassword(input: $input) { detail } }';
    const wrong = await stack.graphql(change, { input: { old_password: 'Nope#2026', new_password: 'Fresh#2026', confirm_password: 'Fresh#2026' } }, me.token);
    expect(wrong.errors?.[0]).toMatchObject({ message: 'Your current password is incorrect', extensions: { code: 'BAD_REQUEST' } });
    const right = await stack.graphql<{ changePassword: { detail: string } }>(
      change,
      { input: { old_password: me.password, new_password: 'Fresh#2026', confirm_password: 'Fresh#2026' } },
      me.token,
    );
    expect(dataOf(right).changePassword.detail).toBe('Password changed successfully');
    expect(await accessOf(stack, me.email, 'Fresh#2026')).toMatch(/\S{20,}/);
  });

  it('takes a photo of 300 KB by the multipart request and refuses one past 2 MiB with the api’s sentence', async () => {
    const me = await verifiedNewcomer(stack, 'photos');
    const upload = async (bytes: number) => {
      const form = new FormData();
      form.append('operations', JSON.stringify({ query: 'mutation($image: File!) { uploadProfileImage(image: $image) { image } }', variables: { image: null } }));
      form.append('map', JSON.stringify({ 0: ['variables.image'] }));
      // A GIF's signature and then padding: the api checks the signature and the size.
      const image = Buffer.alloc(bytes);
      Buffer.from('GIF89a').copy(image);
      form.append('0', new Blob([image], { type: 'image/gif' }), 'me.gif');
      const response = await fetch(`${stack.url}/graphql`, { method: 'POST', body: form, headers: { authorization: `Bearer ${me.token}` } });
      return { status: response.status, body: (await response.json()) as GraphQLAnswer<{ uploadProfileImage: { image: string } }> };
    };
    const normal = await upload(300 * 1024);
    expect(normal.status).toBe(200);
    expect(dataOf(normal.body).uploadProfileImage.image).toMatch(/^profile\/.+\.gif$/);
    const large = await upload(2 * 1024 * 1024 + 1);
    expect(large.body.errors?.[0]?.message).toBe('The image is larger than 2 MiB.');
  });

  it('a new e-mail is pending until confirmEmailChange, and cancelEmailChange from the notice undoes it', async () => {
    const me = await verifiedNewcomer(stack, 'progress');
    const moved = `moved-${me.id}@example.net`;
    const input = { full_name: 'Karim Uddin', username: `karim${me.id}`, email: moved, phone_no: '01812345679', date_of_birth: '2003-04-05', gender: 'male' };
    const { updateProfile } = dataOf(
      await stack.graphql<{ updateProfile: { user: { email: string }; pending_email: string | null } }>(
        'mutation($id: Int!, $input: ProfileInput!) { updateProfile(id: $id, input: $input) { user { email } pending_email } }',
        { id: me.id, input },
        me.token,
      ),
    );
    expect(updateProfile).toEqual({ user: { email: me.email }, pending_email: moved });
    const tokenIn = (mail: string, page: string) => decodeURIComponent(new RegExp(`/${page}\\?token=([A-Za-z0-9_\\-.%~]+)`).exec(mail)?.[1] ?? '');
    const confirmed = dataOf(
      await stack.graphql<{ confirmEmailChange: { detail: string } }>('mutation($token: String!) { confirmEmailChange(token: $token) { detail } }', {
        token: tokenIn(await latestMailTo(stack.dataDir, moved), 'confirm-email'),
      }),
    );
    expect(confirmed.confirmEmailChange.detail).toBe(progressMessages.emailChangeConfirmed);
    const emailNow = async () => dataOf(await stack.graphql<{ userDetail: { user: { email: string } } }>('{ userDetail { user { email } } }', {}, me.token)).userDetail.user.email;
    expect(await emailNow()).toBe(moved);
    const cancelled = dataOf(
      await stack.graphql<{ cancelEmailChange: { detail: string } }>('mutation($token: String!) { cancelEmailChange(token: $token) { detail } }', {
        token: tokenIn(await latestMailTo(stack.dataDir, me.email), 'cancel-email-change'),
      }),
    );
    expect(cancelled.cancelEmailChange.detail).toBe(progressMessages.emailChangeCancelled);
    expect(await emailNow()).toBe(me.email);
  });
});

describe('revision', () => {
  it('saves a question for revision once, then says it is already saved; lists it and removes it', async () => {
    const { subjects } = dataOf(await stack.graphql<{ subjects: Array<{ id: number; name: string }> }>('{ subjects { id name } }', {}, learner));
    const physics = subjects.find((subject) => subject.name === 'Physics');
    if (physics === undefined) throw new Error('no Physics in the bank');
    const { flashcardQuestions } = dataOf(
      await stack.graphql<{ flashcardQuestions: Array<{ id: number }> }>(
        'query($subject: Int!) { flashcardQuestions(subject: $subject, limit: 1) { id } }',
        { subject: physics.id },
        learner,
      ),
    );
    const question = flashcardQuestions[0]?.id ?? 0;
    const save = 'mutation($question: Int!) { saveRevision(question: $question) { detail } }';
    expect(dataOf(await stack.graphql(save, { question }, learner))).toEqual({ saveRevision: { detail: 'Question saved for revision' } });
    expect(dataOf(await stack.graphql(save, { question }, learner))).toEqual({ saveRevision: { detail: 'Question already saved for revision' } });
    const listed = async () =>
      dataOf(
        await stack.graphql<{ revisions: Array<{ id: number; question: { id: number } }> }>(
          'query($filter: RevisionFilter) { revisions(filter: $filter) { id question { id } } }',
          { filter: { subject: physics.id } },
          learner,
        ),
      ).revisions;
    const saved = (await listed()).find((item) => item.question.id === question);
    if (saved === undefined) throw new Error('the saved question is not listed');
    expect(dataOf(await stack.graphql('mutation($id: Int!) { removeRevision(id: $id) }', { id: saved.id }, learner))).toEqual({ removeRevision: true });
    expect((await listed()).map((item) => item.question.id)).not.toContain(question);
  });
});
