/** 'All' plus the six most used tags; the pressed one filters the admin's post list. */
import { FilterButtons } from "../../../components/filter-buttons";

export const ADMIN_TAG_FILTERS = 6;

const ADMIN_BUTTON = () => "btn btn-secondary btn-small";

export function TagFilters({ tags, selected, onSelect }: { tags: readonly string[]; selected: string | null; onSelect: (tag: string | null) => void }) {
  return (
    <FilterButtons
      label="Filter by tag"
      values={tags.slice(0, ADMIN_TAG_FILTERS)}
      selected={selected}
      onSelect={onSelect}
      className="admin-filters"
      buttonClassName={ADMIN_BUTTON}
    />
  );
}
