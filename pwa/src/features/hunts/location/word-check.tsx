/**
 * The sign's word, when GPS cannot find an item: the family types what the sign at the spot says. The
 * phone compares hashes of the normalized word (case and spacing do not matter), with no signal needed.
 */
import { useState, type FormEvent } from "react";
import { matchesCheckWord } from "#shared/rules/check-word";
import type { HuntItem } from "#shared/schemas/hunt";
import type { FindHow } from "../stores/hunt-progress";

interface Props {
  item: Pick<HuntItem, "id" | "name" | "check_word_hash">;
  onFound: (id: number, how: FindHow) => void;
}

const WRONG_WORD = "That's not the word on the sign. Look again!";

export function WordCheck({ item, onFound }: Props) {
  const [word, setWord] = useState("");
  const [wrong, setWrong] = useState(false);
  const inputId = `sign-word-${item.id}`;

  const check = async (event: FormEvent) => {
    event.preventDefault();
    if (await matchesCheckWord(word, item.check_word_hash)) onFound(item.id, { method: "word" });
    else setWrong(true);
  };

  return (
    <form className="word-check" onSubmit={(event) => void check(event)}>
      <label htmlFor={inputId}>Word on the sign</label>
      <div className="word-check-row">
        <input
          id={inputId}
          type="text"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={word}
          onChange={(event) => {
            setWord(event.target.value);
            setWrong(false);
          }}
        />
        <button type="submit" className="btn btn-small" disabled={word.trim() === ""} aria-label={`Check word for ${item.name}`}>
          Check word
        </button>
      </div>
      <p role="alert" className="check-message">
        {wrong ? WRONG_WORD : ""}
      </p>
    </form>
  );
}
