/** The category filter: 'All' plus each category; the pressed chip is the one showing. */
import { useTexts } from "../../lib/i18n/texts";
import { useTextLang } from "../../lib/i18n/use-text-lang";
import { FilterButtons } from "../../components/filter-buttons";
import { shopTexts } from "./shop-texts";

const chip = (pressed: boolean) => (pressed ? "chip chip-active" : "chip");

export function CategoryChips({ categories, selected, onSelect }: { categories: readonly string[]; selected: string | null; onSelect: (category: string | null) => void }) {
  const t = useTexts(shopTexts);
  // Categories are the books' own words, in the language the books are written in.
  const bookLang = useTextLang("en");
  return (
    <FilterButtons
      label={t.filterCategory()}
      values={categories}
      selected={selected}
      onSelect={onSelect}
      className="row category-chips"
      buttonClassName={chip}
      valuesLang={bookLang}
    />
  );
}
