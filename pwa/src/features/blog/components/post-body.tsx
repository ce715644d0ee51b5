/** A post's body: the author's HTML made safe, or the plain-text rules. */
import DOMPurify from "dompurify";
import { useMemo, type Ref } from "react";
import { isHtml, plainTextBlocks, type Block } from "../plain-text-blocks";

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
  const html = useMemo(() => (isHtml(content) ? DOMPurify.sanitize(content) : null), [content]);
  if (html !== null) return <div ref={ref} className="post-body" dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <div ref={ref} className="post-body">
      {plainTextBlocks(content).map((block, i) => (
        <BlockView key={i} block={block} />
      ))}
    </div>
  );
}
