/** Tags typed as comma-separated text, with the tags they will become shown beside it. */
import { parseTags } from "#shared/rules/tags";
import type { TagsField, WidgetProps } from "../field-types";
import { FieldFrame } from "../field-frame";
import { fieldAria } from "../../../../components/field-aria";

export function TagsWidget({ field, id, value, onChange, error, hint, required }: WidgetProps<TagsField, string>) {
  const tags = parseTags(value);
  const help = hint ?? "Separate tags with commas";
  return (
    <FieldFrame id={id} label={field.label} required={required} hint={help} error={error}>
      <input id={id} type="text" value={value} required={required} onChange={(e) => onChange(e.target.value)} {...fieldAria(id, error, help)} />
      {tags.length > 0 && (
        <ul className="schema-tags" aria-label={`${field.label} as entered`}>
          {tags.map((tag) => (
            <li key={tag} className="badge">
              {tag}
            </li>
          ))}
        </ul>
      )}
    </FieldFrame>
  );
}
