// The api's refusals in the page's words (docs/i18n.md#server-words). The api writes every refusal
// in English. For a page in Bengali this plugin adds to each GraphQL error `extensions.words`: the
// Bengali twin of each of its sentences a catalogue knows (the message, and the REST body's detail,
// message and field lists), English → Bengali. The English stays where it was, so whatever the web
// tells by an English sentence (docs/i18n.md#server-words) still does; the web shows the twin
// (engine/src/shell/shownDetail.ts). An English page gets no words.
import { sentencesIn } from '@proshno/engine/sentences';
import type { GraphQLError } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import type { GatewayContext } from '../context';

/** The texts of an error: its message and every string (or list of strings) at the top of its REST body. */
export function textsOf(error: GraphQLError): string[] {
  const texts = [error.message];
  const body = error.extensions['body'];
  if (typeof body !== 'object' || body === null) return texts;
  for (const value of Object.values(body)) {
    if (typeof value === 'string') texts.push(value);
    else if (Array.isArray(value)) for (const item of value) if (typeof item === 'string') texts.push(item);
  }
  return texts;
}

function withWords(error: GraphQLError, context: GatewayContext): GraphQLError {
  const words = sentencesIn(context.language, textsOf(error));
  if (Object.keys(words).length === 0) return error;
  return createGraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: { ...error.extensions, words },
  });
}

export function refusalWords(): Plugin<GatewayContext> {
  return {
    onExecute: () => ({
      onExecuteDone: ({ args, result, setResult }) => {
        const context = args.contextValue;
        if (context.language === 'en' || Symbol.asyncIterator in result) return;
        if (result.errors === undefined || result.errors.length === 0) return;
        setResult({ ...result, errors: result.errors.map((error) => withWords(error, context)) });
      },
    }),
  };
}
