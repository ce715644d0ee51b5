/**
 * HTML for mail, built so that nothing interpolated can become markup: `html` escapes every value it is
 * given except what another `html` template already made. Names, titles and site settings are typed by
 * people (a buyer, an admin), so none of them is ever put into a message any other way.
 */
const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** Markup made by `html`: the only thing `html` inserts as it is. */
export class SafeHtml {
  constructor(readonly markup: string) {}
  toString(): string {
    return this.markup;
  }
}

type Value = string | number | SafeHtml | null | undefined | readonly Value[];

function render(value: Value): string {
  if (value === null || value === undefined) return "";
  if (value instanceof SafeHtml) return value.markup;
  if (Array.isArray(value)) return value.map(render).join("");
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: Value[]): SafeHtml {
  return new SafeHtml(strings.reduce((out, part, i) => out + part + (i < values.length ? render(values[i]) : ""), ""));
}

/** A subject is one line: a line break in a name must not start a new header. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
