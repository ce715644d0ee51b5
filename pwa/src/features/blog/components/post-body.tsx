/**
 * A post's body: the author's HTML made safe, or the plain-text rules. The server already stored the HTML
 * cleaned with the same allow-list; cleaning again here is the second layer (a copy stored on the device
 * before that, or a server that missed something, still cannot run script in the page).
 */
import { useMemo, type Ref } from "react";
import { isHtmlBody } from "#shared/rules/html-body";
import { plainTextBlocks, type Block } from "../plain-text-blocks";
import { purifyPostBody } from "./post-purifier";

function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case "heading":
      return <h2>{block.text}</h2>;
    case "bold":
      return (
        <p>
          <strong>{block.text}</strong>
        </p>
      );
    case "list":
      return (
        <ul>
          {block.items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      );
    case "break":
      return <br />;
    case "paragraph":
      return <p>{block.text}</p>;
  }
}

export function PostBody({ content, ref }: { content: string; ref?: Ref<HTMLDivElement> }) {
  const html = useMemo(() => (isHtmlBody(content) ? purifyPostBody(content) : null), [content]);
  if (html !== null) return <div ref={ref} className="post-body" dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <div ref={ref} className="post-body">
      {plainTextBlocks(content).map((block, i) => (
        <BlockView key={i} block={block} />
      ))}
    </div>
  );
}
