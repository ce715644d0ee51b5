/** The category filter: 'All' plus each category; the pressed chip is the one showing. */
import { useTexts } from "../../lib/i18n/texts";
import { useTextLang } from "../../lib/i18n/use-text-lang";
import { shopTexts } from "./shop-texts";

interface Props {
  categories: readonly string[];
  selected: string | null;
  onSelect: (category: string | null) => void;
}

export function CategoryChips({ categories, selected, onSelect }: Props) {
  const t = useTexts(shopTexts);
  // Categories are the books' own words, in the language the books are written in.
  const bookLang = useTextLang("en");
  const chips: [string, string | null][] = [[t.all(), null], ...categories.map((c): [string, string] => [c, c])];
  return (
    <div className="row category-chips" role="group" aria-label={t.filterCategory()}>
      {chips.map(([label, value]) => (
        <button
          key={label}
          type="button"
          className={selected === value ? "chip chip-active" : "chip"}
          aria-pressed={selected === value}
          onClick={() => onSelect(value)}
          lang={value === null ? undefined : bookLang}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
