/**
 * No module of pwa/src imports itself back through others, not even with a type-only or lazy import:
 * in a circle none of the modules can be read, tested or moved without the rest, and bundlers order a
 * circle's code by accident.
 */
import { describe, expect, it } from "vitest";
import { readModules } from "./testing/module-graph";

/** The strongly connected groups of more than one module (Tarjan's algorithm), each sorted. */
function circles(edges: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const to of edges.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || edges.get(node)?.includes(node)) found.push(group.sort());
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe("pwa/src imports", () => {
  it("finds a circle of type-only and lazy imports", () => {
    const edges = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["c.ts"]],
      ["c.ts", ["a.ts"]],
      ["d.ts", ["a.ts"]],
    ]);
    expect(circles(edges)).toEqual([["a.ts", "b.ts", "c.ts"]]);
  });

  it("go one way: no module reaches itself again", () => {
    const modules = readModules();
    const known = new Set(modules.map((m) => m.path));
    const edges = new Map(modules.map((m) => [m.path, m.imports.map((i) => i.target).filter((t): t is string => t !== null && known.has(t))]));
    expect(circles(edges)).toEqual([]);
  });
});
