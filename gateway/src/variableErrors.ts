// Variables GraphQL cannot coerce to their declared types ("Variable "$id" of required type
// "Int!" was not provided.") come out of graphql-js without a code; like every other refusal
// (rest.ts, armor.ts) they carry one, so a client can tell a bad input from a failure.
import { createGraphQLError, type Plugin } from 'graphql-yoga';

export const BAD_USER_INPUT = 'BAD_USER_INPUT';

export const variableErrorCodes: Plugin = {
  onExecute: () => ({
    onExecuteDone: ({ result, setResult }) => {
      // Coercion fails before any resolver runs, so its answer has errors and no data at all.
      if (!('errors' in result) || !result.errors || ('data' in result && result.data !== undefined)) return;
      if (result.errors.every((error) => typeof error.extensions?.['code'] === 'string')) return;
      setResult({
        ...result,
        errors: result.errors.map((error) =>
          typeof error.extensions?.['code'] === 'string'
            ? error
            : createGraphQLError(error.message, {
                nodes: error.nodes ?? null,
                source: error.source ?? null,
                positions: error.positions ?? null,
                path: error.path ?? null,
                extensions: { ...error.extensions, code: BAD_USER_INPUT },
              }),
        ),
      });
    },
  }),
};
