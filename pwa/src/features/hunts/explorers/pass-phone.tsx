/**
 * Between two explorers' turns: the quiz and the answers just given are gone from the screen, so the
 * next explorer starts with nothing to copy. Focus moves to the heading so a screen reader says whose
 * turn is next.
 */
import { useEffect, useRef } from "react";

interface Props {
  from: string;
  to: string;
  onStart: () => void;
}

export function PassPhone({ from, to, onStart }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section className="card card-body stack pass-phone" aria-labelledby="pass-title">
      <h2 id="pass-title" ref={heading} tabIndex={-1}>
        Pass the phone to {to}
      </h2>
      <p>
        {from}'s answers are saved and hidden. {to}, it's your turn to take the quiz!
      </p>
      <button type="button" className="btn btn-accent" onClick={onStart}>
        Start {to}'s turn
      </button>
    </section>
  );
}
