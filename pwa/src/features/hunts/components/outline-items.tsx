// @chunk hunt
/**
 * A hunt's items to find as its outline gives them (hunt-outline.ts): each name and where to look, where
 * the play view puts them, with nothing to press. The play view takes their place once the device holds
 * the hunt, with what checking a find needs.
 */
import { useTexts } from "../../../lib/i18n/texts";
import { useTextLang } from "../../../lib/i18n/use-text-lang";
import type { VisitorHunt } from "../hunt-outline";
import { playTexts } from "../play-texts";
import { FindList } from "./find-list";
import type { Findable } from "./play-views";

const NONE_FOUND: number[] = [];
const nothing = () => null;

export function OutlineItems({ hunt }: { hunt: VisitorHunt }) {
  const t = useTexts(playTexts);
  const textLang = useTextLang(hunt.lang);
  const entries: Findable[] = hunt.outline.map((item) => ({ id: item.id, title: item.name, text: item.location_description, fact: "" }));
  return (
    <section className="stack" aria-labelledby="items-title">
      <h2 id="items-title">{t.itemsToFind()}</h2>
      <FindList entries={entries} found={NONE_FOUND} onFound={nothing} action={nothing} textLang={textLang} />
    </section>
  );
}
