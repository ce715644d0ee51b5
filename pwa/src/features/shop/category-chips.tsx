/** The category filter: 'All' plus each category; the pressed chip is the one showing. */
interface Props {
  categories: readonly string[];
  selected: string | null;
  onSelect: (category: string | null) => void;
}

export function CategoryChips({ categories, selected, onSelect }: Props) {
  const chips: [string, string | null][] = [["All", null], ...categories.map((c): [string, string] => [c, c])];
  return (
    <div className="row category-chips" role="group" aria-label="Filter by category">
      {chips.map(([label, value]) => (
        <button
          key={label}
          type="button"
          className={selected === value ? "chip chip-active" : "chip"}
          aria-pressed={selected === value}
          onClick={() => onSelect(value)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
