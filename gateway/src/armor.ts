// Limits on what a GraphQL document may ask (issue 8): depth, aliases, tokens, directives and cost,
// from GraphQL Armor's plugins, plus no field suggestions in errors (they map the schema for a
// stranger). Set well above the web's own operations, which a test checks.
import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { GraphQLError, type ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { variableErrorCodes } from './variableErrors';

export const armorLimits = { depth: 8, aliases: 10, tokens: 1500, directives: 10, cost: 3000 } as const;

// A rejected rule reports its error into the validation result instead of throwing, so it reaches
// the learner like any other validation error, with its code.
const reportInstead = {
  propagateOnRejection: false,
  onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(error)],
};

export function armorPlugins() {
  return [
    maxDepthPlugin({ n: armorLimits.depth, flattenFragments: true, ...reportInstead }),
    maxAliasesPlugin({ n: armorLimits.aliases, ...reportInstead }),
    maxTokensPlugin({ n: armorLimits.tokens }),
    maxDirectivesPlugin({ n: armorLimits.directives, ...reportInstead }),
    costLimitPlugin({ maxCost: armorLimits.cost, flattenFragments: true, ...reportInstead }),
    blockFieldSuggestionsPlugin(),
    validationErrorCodes,
    variableErrorCodes,
  ];
}

/** Every refused document says so with a code, like the rest of our errors (rest.ts). */
const validationErrorCodes: Plugin = {
  onValidate:
    () =>
    ({ result, setResult }) => {
      if (result.every((error) => typeof error.extensions['code'] === 'string')) return;
      setResult(
        result.map((error) =>
          typeof error.extensions['code'] === 'string'
            ? error
            : new GraphQLError(error.message, {
                nodes: error.nodes ?? null,
                source: error.source ?? null,
                positions: error.positions ?? null,
                path: error.path ?? null,
                originalError: error.originalError ?? null,
                extensions: { ...error.extensions, code: 'GRAPHQL_VALIDATION_FAILED' },
              }),
        ),
      );
    },
};
