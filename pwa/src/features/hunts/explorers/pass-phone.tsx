/**
 * Between two explorers' turns: the quiz and the answers just given are gone from the screen, so the
 * next explorer starts with nothing to copy. Focus moves to the heading so a screen reader says whose
 * turn is next.
 */
import { useTexts } from "../../../lib/i18n/texts";
import { huntsTexts } from "../hunts-texts";
import { useEffect, useRef } from "react";

interface Props {
  from: string;
  to: string;
  onStart: () => void;
}

export function PassPhone({ from, to, onStart }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  const t = useTexts(huntsTexts);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section className="card card-body stack pass-phone" aria-labelledby="pass-title">
      <h2 id="pass-title" ref={heading} tabIndex={-1}>
        {t.passPhone({ name: to })}
      </h2>
      <p>{t.passPhoneText({ from, to })}</p>
      <button type="button" className="btn btn-accent" onClick={onStart}>
        {t.startTurn({ name: to })}
      </button>
    </section>
  );
}
