/**
 * The sign's word, when GPS cannot find an item: the family types what the sign at the spot says. The
 * phone compares hashes of the normalized word (case and spacing do not matter), with no signal needed.
 */
import { useState, type FormEvent } from "react";
import { matchesCheckWord } from "#shared/rules/check-word";
import type { HuntItem } from "#shared/schemas/hunt";
import type { FindHow } from "../stores/hunt-progress";
import { useTexts } from "../../../lib/i18n/texts";
import { huntsTexts } from "../hunts-texts";

interface Props {
  item: Pick<HuntItem, "id" | "name" | "check_word_hash">;
  onFound: (id: number, how: FindHow) => void;
}

export function WordCheck({ item, onFound }: Props) {
  const [word, setWord] = useState("");
  const [wrong, setWrong] = useState(false);
  const inputId = `sign-word-${item.id}`;
  const t = useTexts(huntsTexts);

  const check = async (event: FormEvent) => {
    event.preventDefault();
    if (await matchesCheckWord(word, item.check_word_hash)) onFound(item.id, { method: "word" });
    else setWrong(true);
  };

  return (
    <form className="word-check" onSubmit={(event) => void check(event)}>
      <label htmlFor={inputId}>{t.wordOnSign()}</label>
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
        <button type="submit" className="btn btn-small" disabled={word.trim() === ""} aria-label={t.checkWordLabel({ name: item.name })}>
          {t.checkWord()}
        </button>
      </div>
      <p role="alert" className="check-message">
        {wrong ? t.wrongWord() : ""}
      </p>
    </form>
  );
}
