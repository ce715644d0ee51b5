/** 'All' plus the six most used tags; the pressed one filters the admin's post list. */
export const ADMIN_TAG_FILTERS = 6;

interface Props {
  tags: readonly string[];
  selected: string | null;
  onSelect: (tag: string | null) => void;
}

export function TagFilters({ tags, selected, onSelect }: Props) {
  const choices: [string, string | null][] = [["All", null], ...tags.slice(0, ADMIN_TAG_FILTERS).map((t): [string, string] => [t, t])];
  return (
    <div className="admin-filters" role="group" aria-label="Filter by tag">
      {choices.map(([label, tag]) => (
        <button
          key={label}
          type="button"
          className="btn btn-secondary btn-small"
          aria-pressed={selected === tag}
          onClick={() => onSelect(tag)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
