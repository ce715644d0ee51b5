// @chunk core
/**
 * A message whose text marks parts to draw as elements: `<link>more</link>` wraps words (the element gets
 * them), `<title/>` stands for an element of its own (a hunt's title in bold). Only the message's own
 * tags are read, and what the elements hold is passed as React children, never as HTML, so text an admin
 * wrote (a title) is never taken for markup: give it as a `<name/>` element, not as an argument.
 */
import { Fragment, type ReactNode } from "react";

type Part = (words: string) => ReactNode;

const TAG = /<([a-z]+)\/>|<([a-z]+)>(.*?)<\/\2>/gs;

export function rich(text: string, parts: Readonly<Record<string, Part>>): ReactNode[] {
  const drawn: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, alone, wrapping, words = ""] = match;
    if (match.index > last) drawn.push(text.slice(last, match.index));
    const part = parts[(alone ?? wrapping)!];
    drawn.push(<Fragment key={match.index}>{part ? part(words) : words}</Fragment>);
    last = match.index + whole.length;
  }
  if (last < text.length) drawn.push(text.slice(last));
  return drawn;
}
