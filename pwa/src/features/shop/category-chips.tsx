/** The category filter: 'All' plus each category; the pressed chip is the one showing. */
import { FilterButtons } from "../../components/filter-buttons";

const chip = (pressed: boolean) => (pressed ? "chip chip-active" : "chip");

export function CategoryChips({ categories, selected, onSelect }: { categories: readonly string[]; selected: string | null; onSelect: (category: string | null) => void }) {
  return <FilterButtons label="Filter by category" values={categories} selected={selected} onSelect={onSelect} className="row category-chips" buttonClassName={chip} />;
}
