/** One line of the "Ready for no signal" check: what was checked, whether it passed, and what to do if not. */
import { useTexts } from "../../../lib/i18n/texts";
import { huntsTexts } from "../hunts-texts";
import type { ReactNode } from "react";

interface Props {
  ok: boolean | undefined;
  title: string;
  /** Shown under the title: the detail when it passed, the plain instruction when it did not. */
  children?: ReactNode;
}

export function CheckItem({ ok, title, children }: Props) {
  const state = ok === undefined ? "checking" : ok ? "ok" : "todo";
  const icon = ok === undefined ? "…" : ok ? "✓" : "!";
  const t = useTexts(huntsTexts);
  const word = ok === undefined ? t.checking() : ok ? t.ready() : t.toDo();
  return (
    <li className={`card card-body check-item check-${state}`}>
      <span className="check-icon" aria-hidden="true">
        {icon}
      </span>
      <div className="stack">
        <h3>
          <span className="visually-hidden">{word}: </span>
          {title}
        </h3>
        {children}
      </div>
    </li>
  );
}
