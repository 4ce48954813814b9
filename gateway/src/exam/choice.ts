// A learner's choice of one question: REST carries it as a one-item array `choosed_options` (the
// contract's shape, api/openapi.yaml), our GraphQL as the one `option` it is, null for none. The
// gateway's resolvers are the only place the two shapes meet (docs/architecture.md#answer-path).

/** REST's `choosed_options` as GraphQL's `option`. */
export function optionOf(choosedOptions: readonly number[]): number | null {
  return choosedOptions[0] ?? null;
}

/** GraphQL's `option` as REST's `choosed_options`. */
export function choosedOptions(option: number | null | undefined): number[] {
  return option == null ? [] : [option];
}
