/** Accessibility check for screen tests (imported only by tests). */
import axe from "axe-core";

/**
 * The serious and critical violations axe finds. Contrast is checked in a real browser: jsdom computes no
 * layout, so axe's contrast rule is off unless `contrast` asks for the little it can judge there.
 */
export async function seriousViolations(root: Element, { contrast = false } = {}): Promise<string[]> {
  const result = await axe.run(root, contrast ? {} : { rules: { "color-contrast": { enabled: false } } });
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(", ")}`);
}

/** Heading levels as they appear, so a skipped level (h2 straight to h4) shows up. */
export function headingLevels(root: ParentNode = document): number[] {
  return [...root.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((h) => Number(h.tagName[1]));
}
