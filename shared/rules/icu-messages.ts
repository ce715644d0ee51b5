/**
 * ICU MessageFormat as the app's build (scripts/vite/message-catalogs.ts) and the server
 * (api/src/services/texts.ts) both read it: one compiler, set up once, so a message means the same in
 * a screen and in an e-mail. Plural keys are held to each language's own; dates, money and formatted
 * numbers are written by code in the page's language and passed in as text, so a catalog may use
 * plural and select (and `#`), never a `{n, number}` or `{d, date}` formatter. The browser never loads
 * this module: the build compiles the app's catalogs into plain functions.
 */
import MessageFormat from "@messageformat/core";
import { parse, type Token } from "@messageformat/parser";

/** A catalog as written: message key to ICU text. */
export type Catalog = Record<string, string>;

/** The arguments a message names, by name. */
export type MessageParams = Readonly<Record<string, string | number>>;

/** A compiled message: its text, with the arguments it names filled in. */
export type MessageFunction = (args?: MessageParams) => string;

/** The compiler for one language's messages. */
export function messageFormat(lang: string): MessageFormat {
  return new MessageFormat(lang, { strictPluralKeys: true });
}

/** The formatter a message calls (`number`, `date`, …), if any: catalogs leave those to code. */
export function formatterIn(message: string): string | null {
  const find = (tokens: readonly Token[]): string | null => {
    for (const token of tokens) {
      if (token.type === "function") return token.key;
      if (token.type === "select" || token.type === "plural" || token.type === "selectordinal") {
        for (const c of token.cases) {
          const found = find(c.tokens);
          if (found) return found;
        }
      }
    }
    return null;
  };
  return find(parse(message));
}

/**
 * Every message of a catalog as a function. Throws, naming `source` and the message's key, when a
 * message is not valid ICU or calls a formatter.
 */
export function compileMessages(lang: string, catalog: Catalog, source = `${lang} catalog`): Record<string, MessageFunction> {
  const mf = messageFormat(lang);
  const compiled: Record<string, MessageFunction> = {};
  for (const [key, message] of Object.entries(catalog)) {
    let formatter: string | null;
    try {
      formatter = formatterIn(message);
      compiled[key] = mf.compile(message) as MessageFunction;
    } catch (error) {
      throw new Error(`${source}: ${key}: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (formatter) throw new Error(`${source}: ${key}: format numbers, dates and money in code and pass them in as text, not with a {…, ${formatter}} formatter`);
  }
  return compiled;
}
