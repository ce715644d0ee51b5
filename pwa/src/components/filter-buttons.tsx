/**
 * A single-choice filter: 'All' (null) and each value as a button in a group; the pressed one is the
 * filter showing. 'All' is in the page's language; the values are data, in `valuesLang` when that is
 * not the page's (a book's English category on a Spanish page).
 */
import type { Lang } from "#shared/rules/languages";
import { useTexts } from "../lib/i18n/texts";
import { componentTexts } from "./component-texts";

interface Props {
  /** The group's name for screen readers ("Filter by tag"). */
  label: string;
  values: readonly string[];
  selected: string | null;
  onSelect: (value: string | null) => void;
  className: string;
  buttonClassName: (pressed: boolean) => string;
  valuesLang?: Lang;
}

export function FilterButtons({ label, values, selected, onSelect, className, buttonClassName, valuesLang }: Props) {
  const t = useTexts(componentTexts);
  const choices: [string, string | null][] = [[t.all(), null], ...values.map((value): [string, string] => [value, value])];
  return (
    <div className={className} role="group" aria-label={label}>
      {choices.map(([text, value]) => (
        <button
          key={value ?? ""}
          type="button"
          className={buttonClassName(selected === value)}
          aria-pressed={selected === value}
          onClick={() => onSelect(value)}
          lang={value === null ? undefined : valuesLang}
        >
          {text}
        </button>
      ))}
    </div>
  );
}
