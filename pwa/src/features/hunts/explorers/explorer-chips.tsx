/** Explorers' names as chips, each with its own remove button: on the hunt's explorers panel and on a team's join form. */
interface Props {
  names: readonly string[];
  /** What the list is, for a screen reader. */
  label: string;
  /** The remove button's name for one explorer ("Remove Maya"). */
  removeLabel: (name: string) => string;
  onNames: (names: string[]) => void;
}

export function ExplorerChips({ names, label, removeLabel, onNames }: Props) {
  if (names.length === 0) return null;
  return (
    <ul className="explorer-chips" aria-label={label}>
      {names.map((name) => (
        <li key={name} className="explorer-chip">
          {name}
          <button type="button" aria-label={removeLabel(name)} onClick={() => onNames(names.filter((n) => n !== name))}>
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}
