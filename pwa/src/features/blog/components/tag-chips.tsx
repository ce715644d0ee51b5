/** The topic filter: 'All Topics' and the most used tags, one of them pressed. */
interface Props {
  tags: string[];
  selected: string;
  onSelect: (tag: string) => void;
}

import { useTexts } from "../../../lib/i18n/texts";
import { useTextLang } from "../../../lib/i18n/use-text-lang";
import { blogTexts } from "../blog-texts";
export function TagChips({ tags, selected, onSelect }: Props) {
  const t = useTexts(blogTexts);
  // Tags are the posts' own words, in the language the posts are written in.
  const postLang = useTextLang("en");
  const chip = (tag: string, label: string) => (
    <li key={label}>
      <button type="button" className="tag-chip" aria-pressed={selected === tag} onClick={() => onSelect(tag)} lang={tag ? postLang : undefined}>
        {label}
      </button>
    </li>
  );
  return (
    <ul className="tag-chips" aria-label={t.topics()}>
      {chip("", t.allTopics())}
      {tags.map((tag) => chip(tag, tag))}
    </ul>
  );
}
