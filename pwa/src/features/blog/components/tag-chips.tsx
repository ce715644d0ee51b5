/** The topic filter: 'All Topics' and the most used tags, one of them pressed. */
interface Props {
  tags: string[];
  selected: string;
  onSelect: (tag: string) => void;
}

export function TagChips({ tags, selected, onSelect }: Props) {
  const chip = (tag: string, label: string) => (
    <li key={label}>
      <button type="button" className="tag-chip" aria-pressed={selected === tag} onClick={() => onSelect(tag)}>
        {label}
      </button>
    </li>
  );
  return (
    <ul className="tag-chips" aria-label="Topics">
      {chip("", "All Topics")}
      {tags.map((tag) => chip(tag, tag))}
    </ul>
  );
}
