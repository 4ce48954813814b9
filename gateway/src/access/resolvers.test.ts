import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMailTo, registrationInput, startLiveStack, verificationToken, type LiveStack } from '../liveStack';

const learner = { email: 'learner@example.com', password: 'Learner#2026' };

const login = /* GraphQL */ `
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      access
      refresh
      role
      image
      user { id email full_name gender }
    }
  }
`;

type LoginData = {
  login: { access: string; refresh: string; role: string; user: { email: string; gender: string | null } };
};

let stack: LiveStack;
beforeAll(async () => {
  stack = await startLiveStack();
});
afterAll(async () => {
  await stack?.close();
});

describe('login', () => {
  it('signs the seeded learner in with the Default role and a token pair', async () => {
    const answer = await stack.graphql<LoginData>(login, learner);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.login.role).toBe('Default');
    expect(answer.data?.login.user.email).toBe(learner.email);
    expect(answer.data?.login.access).toMatch(/\S{20,}/);
    expect(answer.data?.login.refresh).toMatch(/\S{20,}/);
  });

  it('turns a wrong password into a coded error whose message is the REST detail', async () => {
    const answer = await stack.graphql<LoginData>(login, { ...learner, password: 'Wrong#2026' });
    const error = answer.errors?.[0];
    expect(answer.data).toBeNull();
    expect(error?.message).toContain('wrong credential');
    const expected = { 400: 'BAD_REQUEST', 401: 'UNAUTHENTICATED' }[error?.extensions?.status ?? 0];
    expect(expected).toBeDefined();
    expect(error?.extensions?.code).toBe(expected);
    expect(error?.extensions?.body).toMatchObject({ detail: error?.message });
  });

  it('says not found for an e-mail nobody registered', async () => {
    const answer = await stack.graphql<LoginData>(login, { email: 'nobody@example.com', password: 'Nobody#2026' });
    expect(answer.errors?.[0]?.message.toLowerCase()).toContain('not found');
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });
});

describe('secured queries', () => {
  it('answers a query without a token with UNAUTHENTICATED', async () => {
    const answer = await stack.graphql('{ roles { id name } }');
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
  });

  it('lists the three roles for a signed-in user', async () => {
    const session = await stack.graphql<LoginData>(login, learner);
    const answer = await stack.graphql<{ roles: Array<{ name: string }> }>(
      '{ roles { id name } }',
      {},
      session.data?.login.access,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.roles.map((role) => role.name).sort()).toEqual(['Admin', 'Default', 'Management']);
  });

  it('lists users for an admin with each user nested under its role', async () => {
    const session = await stack.graphql<LoginData>(login, { email: 'admin@example.com', password: 'Admin#2026' });
    const answer = await stack.graphql<{ users: Array<{ role: string; is_verified: boolean; user: { email: string } }> }>(
      '{ users { role is_verified user { id email gender } } }',
      {},
      session.data?.login.access,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.users).toContainEqual({ role: 'Default', is_verified: true, user: expect.objectContaining({ email: learner.email }) });
  });

  it('refuses the user list to a learner with FORBIDDEN', async () => {
    const session = await stack.graphql<LoginData>(login, learner);
    const answer = await stack.graphql('{ users { role } }', {}, session.data?.login.access);
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
  });
});

describe('registration', () => {
  it('registers, verifies by the mailed link and then signs in, keeping the gender not_to_specify', async () => {
    const email = `newcomer-${Date.now()}@example.com`;
    const password = 'Newcomer#2026';
    const registered = await stack.graphql<{ register: { detail: string; user: { email: string; gender: string } } }>(
      /* GraphQL */ `
        mutation Register($input: RegistrationInput!) {
          register(input: $input) { detail user { email gender } }
        }
      `,
      {
        input: { ...registrationInput(email, password), full_name: 'Nusrat Jahan', gender: 'not_to_specify' },
      },
    );
    expect(registered.errors).toBeUndefined();
    expect(registered.data?.register.user).toEqual({ email, gender: 'not_to_specify' });

    const unverified = await stack.graphql<LoginData>(login, { email, password });
    expect(unverified.errors?.[0]?.message).toContain('verify your email');

    const token = verificationToken(await latestMailTo(stack.dataDir, email));
    const verify = /* GraphQL */ `mutation Verify($token: String!) { verifyEmail(token: $token) { detail } }`;
    const verified = await stack.graphql<{ verifyEmail: { detail: string } }>(verify, { token });
    expect(verified.errors).toBeUndefined();

    const again = await stack.graphql(verify, { token });
    expect(again.errors?.[0]?.message).toBe('This link has already been used');
    expect(again.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');

    const session = await stack.graphql<LoginData>(login, { email, password });
    expect(session.errors).toBeUndefined();
    expect(session.data?.login).toMatchObject({ role: 'Default', user: { email, gender: 'not_to_specify' } });
  });
});

describe('tokens', () => {
  const refresh = /* GraphQL */ `mutation Refresh($refresh: String!) { refreshToken(refresh: $refresh) { access refresh } }`;
  const logout = /* GraphQL */ `mutation Logout($refresh: String!) { logout(refresh: $refresh) { detail } }`;

  it('rotates the refresh token; a spent one is taken again from the same browser within seconds, refused from another', async () => {
    // The learner's browser is handed on to the api, which tells a second tab from a thief (docs/access.md#refresh-race).
    const fromBrowser = async (browser: string, token: string | undefined) => {
      const response = await fetch(`${stack.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': browser },
        body: JSON.stringify({ query: refresh, variables: { refresh: token } }),
      });
      return (await response.json()) as { data?: { refreshToken: { refresh: string } } | null; errors?: Array<{ extensions?: { code?: string } }> };
    };
    const session = await stack.graphql<LoginData>(login, learner);
    const first = session.data?.login.refresh;
    const rotated = await fromBrowser('Phone Chrome', first);
    expect(rotated.errors).toBeUndefined();
    expect(rotated.data?.refreshToken.refresh).not.toBe(first);

    const secondTab = await fromBrowser('Phone Chrome', first);
    expect(secondTab.errors).toBeUndefined();
    const thief = await fromBrowser('Another Browser', first);
    expect(thief.errors?.[0]?.extensions?.code).toMatch(/^(UNAUTHENTICATED|BAD_REQUEST)$/);
  });

  it('logs out by revoking the refresh token', async () => {
    const session = await stack.graphql<LoginData>(login, learner);
    const token = session.data?.login.refresh;
    const out = await stack.graphql<{ logout: { detail: string } }>(logout, { refresh: token });
    expect(out.errors).toBeUndefined();
    expect(out.data?.logout.detail).toEqual(expect.any(String));

    const after = await stack.graphql(refresh, { refresh: token });
    expect(after.errors?.[0]?.extensions?.code).toMatch(/^(UNAUTHENTICATED|BAD_REQUEST)$/);
  });
});
