/** The frame of an inline add/edit form; its heading takes focus when it opens, so keyboard users land on it. */
import { useEffect, useRef, type ReactNode } from "react";

export function InlinePanel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: "nearest" });
  }, [title]);
  return (
    <section className="admin-inline-form stack" aria-labelledby={id}>
      <h2 id={id} ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {children}
    </section>
  );
}
