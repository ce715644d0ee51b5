/**
 * The texts a person would read that a screen's source writes itself instead of taking them from the
 * catalogs: JSX text, strings in braces, and props a person reads or hears. Used by the check that
 * screens outside the admin area draw no English of their own.
 */
import { parseAst } from "vite";

const READ_PROPS = new Set(["aria-label", "aria-description", "aria-valuetext", "title", "placeholder", "alt", "label"]);
/** Words that are the same in every language the app is written in. */
const ALLOWED = new Set(["GPS"]);

const words = (text: string) => /\p{L}{2,}/u.test(text) && !ALLOWED.has(text.trim());

type Node = { type: string; [key: string]: unknown };

/** The texts a person would read that `source` writes itself, with what holds each. */
export function hardCodedTexts(source: string): string[] {
  const found: string[] = [];
  const visit = (node: unknown, parent?: Node): void => {
    if (!node || typeof node !== "object") return;
    if (Array.isArray(node)) return node.forEach((child) => visit(child, parent));
    const n = node as Node;
    if (n.type === "JSXText" && words(String(n.value))) found.push(`text: ${String(n.value).trim()}`);
    if (n.type === "JSXAttribute") {
      const name = (n.name as { name?: string }).name ?? "";
      const value = n.value as Node | null;
      const literal = value?.type === "Literal" ? value : value?.type === "JSXExpressionContainer" ? (value.expression as Node) : null;
      if (READ_PROPS.has(name) && literal) {
        if (literal.type === "Literal" && typeof literal.value === "string" && words(literal.value)) found.push(`${name}: ${literal.value}`);
        if (literal.type === "TemplateLiteral" && (literal.quasis as { value: { raw: string } }[]).some((q) => words(q.value.raw))) found.push(`${name}: \`…\``);
      }
      return;
    }
    if (n.type === "JSXExpressionContainer" && parent?.type === "JSXElement") {
      const e = n.expression as Node;
      if (e.type === "Literal" && typeof e.value === "string" && words(e.value)) found.push(`text: ${e.value}`);
      if (e.type === "TemplateLiteral" && (e.quasis as { value: { raw: string } }[]).some((q) => words(q.value.raw))) found.push("text: `…`");
    }
    for (const [key, child] of Object.entries(n)) if (key !== "parent") visit(child, n);
  };
  visit(parseAst(source, { lang: "tsx" }));
  return found;
}
