/** A single-choice filter: 'All' (null) and each value as a button in a group; the pressed one is the filter showing. */
interface Props {
  /** The group's name for screen readers ("Filter by tag"). */
  label: string;
  values: readonly string[];
  selected: string | null;
  onSelect: (value: string | null) => void;
  className: string;
  buttonClassName: (pressed: boolean) => string;
}

export function FilterButtons({ label, values, selected, onSelect, className, buttonClassName }: Props) {
  const choices: [string, string | null][] = [["All", null], ...values.map((value): [string, string] => [value, value])];
  return (
    <div className={className} role="group" aria-label={label}>
      {choices.map(([text, value]) => (
        <button key={text} type="button" className={buttonClassName(selected === value)} aria-pressed={selected === value} onClick={() => onSelect(value)}>
          {text}
        </button>
      ))}
    </div>
  );
}
