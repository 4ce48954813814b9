// POST /auth/login/ (spec 000 §7 Auth; §8 login rows: the web maps 'not found', 'wrong credential'
// and 'verify your email' in the detail to its messages).
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../http/context';
import { fail } from '../http/errors';
import { contractRoute, type JsonBody, type JsonResponse } from '../http/route';
import { passwordMatches } from './passwords';
import { authRateLimit } from './rateLimits';
import { issueTokens } from './sessions';
import { findUserByEmail, userJson } from './userView';

export const USER_NOT_FOUND = 'User not found';
export const WRONG_CREDENTIAL = 'Invalid credentials: wrong credential';
export const VERIFY_FIRST = 'Please verify your email before logging in.';

export async function loginRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  app.post<{ Body: JsonBody<'login'> }>(
    '/auth/login/',
    { ...contractRoute('post', '/auth/login/', ctx.tokens), config: authRateLimit('email') },
    async (request): Promise<JsonResponse<'login', 200>> => {
      const { email, password } = request.body;
      const found = await findUserByEmail(ctx.db, email);
      if (!found) throw fail(404, USER_NOT_FOUND);
      // The password first, so a stranger cannot learn whether an account is verified.
      if (!(await passwordMatches(found.user.passwordHash, password))) throw fail(401, WRONG_CREDENTIAL);
      if (!found.user.isVerified) throw fail(401, VERIFY_FIRST);
      const pair = await issueTokens(ctx, { userId: found.user.id, role: found.role });
      return { ...pair, user: userJson(found.user), image: found.user.image, role: found.role };
    },
  );
}
