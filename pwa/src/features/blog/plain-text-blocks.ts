/**
 * A plain-text post body as blocks to render: a line starting '## ' is a heading, a line
 * wrapped in ** is bold, a line starting '- ' is a list item (neighbours share one list), a blank line
 * is a break, anything else a paragraph.
 */
export type Block =
  | { kind: "heading"; text: string }
  | { kind: "bold"; text: string }
  | { kind: "list"; items: string[] }
  | { kind: "break" }
  | { kind: "paragraph"; text: string };

export function plainTextBlocks(content: string): Block[] {
  const blocks: Block[] = [];
  for (const raw of content.split(/\r?\n/)) {
    const line = raw.trimEnd();
    const previous = blocks.at(-1);
    if (line.startsWith("- ")) {
      const item = line.slice(2);
      if (previous?.kind === "list") previous.items.push(item);
      else blocks.push({ kind: "list", items: [item] });
    } else if (line.startsWith("## ")) blocks.push({ kind: "heading", text: line.slice(3) });
    else if (line.length > 4 && line.startsWith("**") && line.endsWith("**")) blocks.push({ kind: "bold", text: line.slice(2, -2) });
    else if (line.trim() === "") blocks.push({ kind: "break" });
    else blocks.push({ kind: "paragraph", text: line });
  }
  return blocks;
}
