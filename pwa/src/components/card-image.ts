/**
 * How a card's picture loads. The first card's is often the largest thing on a phone's first screen, so
 * it is fetched at once and ahead of other images; the rest wait until they are scrolled near.
 */
export function cardImageLoading(first: boolean) {
  return first ? ({ loading: "eager", fetchPriority: "high" } as const) : ({ loading: "lazy" } as const);
}
