/**
 * Finding an element the way a family (or a screen reader) names it, inside the page, so the browser
 * tests read alike in every engine: Playwright, Puppeteer over WebDriver BiDi and Selenium each run this
 * same function and act on what it answers. Names are accessible names (aria-label, aria-labelledby, an
 * image's alt, a field's label, a fieldset's legend, else the text, leaving out what aria-hidden hides).
 */

export interface Target {
  /**
   * What it is: "field" is a form control named by its label, "text" the innermost element with that
   * text, "card" a list item or an article named by its heading.
   */
  role: "button" | "heading" | "img" | "group" | "link" | "field" | "text" | "card";
  name: string;
  /** Matches a name that contains `name` (else the whole name must equal it). */
  partial?: boolean;
  /** Only inside this (e.g. an item's card, or a question's group). */
  in?: Target;
}

/** Runs in the page: the one shown element that matches, null when none does; throws when several do. */
export function findInPage(target: Target): Element | null {
  const squash = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();
  const spoken = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? "";
    if (node instanceof Element && node.getAttribute("aria-hidden") === "true") return "";
    return [...node.childNodes].map(spoken).join("");
  };
  const headings = "h1, h2, h3, h4, h5, h6, [role=heading]";
  const nameOf = (el: Element, role: Target["role"]): string => {
    if (role === "card") {
      const heading = el.querySelector(headings);
      return heading ? nameOf(heading, "heading") : "";
    }
    const label = el.getAttribute("aria-label");
    if (label) return squash(label);
    const labelledBy = el.getAttribute("aria-labelledby");
    if (labelledBy) return squash(labelledBy.split(/\s+/).map((id) => { const part = document.getElementById(id); return part ? spoken(part) : ""; }).join(" "));
    if (el instanceof HTMLImageElement) return squash(el.alt);
    if (el instanceof HTMLFieldSetElement) { const legend = el.querySelector("legend"); return legend ? squash(spoken(legend)) : ""; }
    if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) return squash([...(el.labels ?? [])].map(spoken).join(" "));
    return squash(spoken(el));
  };
  const selectors: Record<Target["role"], string> = {
    button: "button, [role=button], input[type=submit], input[type=button]",
    heading: headings,
    img: "img, [role=img]",
    group: "fieldset, [role=group]",
    link: "a[href]",
    field: "input, textarea, select",
    text: "body *",
    card: "li, article",
  };
  const find = (want: Target): Element | null => {
    const scope = want.in ? find(want.in) : document;
    if (!scope) return null;
    const named = (el: Element) => (want.partial ? nameOf(el, want.role).includes(want.name) : nameOf(el, want.role) === want.name);
    // Shown and usable: a button still disabled is waited for, as a person waits for it.
    let found = [...scope.querySelectorAll(selectors[want.role])].filter((el) => el.getClientRects().length > 0 && !el.matches(":disabled") && named(el));
    // For text, the innermost element that says it: not each of its ancestors too.
    if (want.role === "text") found = found.filter((el) => !found.some((other) => other !== el && el.contains(other)));
    if (found.length > 1) throw new Error(`${found.length} elements match ${JSON.stringify(want)}`);
    return found[0] ?? null;
  };
  return find(target);
}

/**
 * The source of a function to run in the page with its arguments (`arguments` there). The test runner
 * compiles every function with calls to a `__name` helper that only exists in Node; the page gets a
 * stand-in that does nothing.
 */
export function pageScript(fn: (...args: never[]) => unknown): string {
  return `const __name = (f) => f; return (${fn.toString()}).apply(null, arguments);`;
}

/** The same, as a function object, for the drivers whose evaluate takes one. */
export function pageFunction<A, R>(fn: (arg: A) => R): (arg: A) => R {
  return new Function(pageScript(fn)) as (arg: A) => R;
}
