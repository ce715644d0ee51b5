// @chunk hunt
/**
 * The top of a hunt page: its title and the facts a family checks before starting. `lang` marks the
 * hunt's own texts when they are in another language than the page (a hunt only in English on a Spanish
 * page), so screen readers and read-aloud say them in their own language.
 */
import type { Lang } from "#shared/rules/languages";
import { useTexts } from "../../../lib/i18n/texts";
import { difficultyLabel } from "../hunt-difficulty";
import { playTexts } from "../play-texts";

/** The facts shown, as a server hunt and the built-in Roper hunt both carry them. */
export interface HuntFacts {
  title: string;
  description: string;
  location?: string;
  difficulty?: string;
  estimated_time?: string;
  age_range?: string;
}

export function HuntHeader({ hunt, lang }: { hunt: HuntFacts; lang?: Lang }) {
  const { title, description, location, difficulty, estimated_time, age_range } = hunt;
  const t = useTexts(playTexts);
  return (
    <header className="stack hunt-header">
      <h1 lang={lang}>{title}</h1>
      <div className="row">
        {difficulty && <span className={`badge difficulty-${difficulty}`}>{difficultyLabel(difficulty, t)}</span>}
        {location && (
          <span className="muted" lang={lang}>
            📍 {location}
          </span>
        )}
        {estimated_time && (
          <span className="muted" lang={lang}>
            ⏱ {estimated_time}
          </span>
        )}
        {age_range && (
          <span className="muted" lang={lang}>
            👪 {age_range}
          </span>
        )}
      </div>
      {description && <p lang={lang}>{description}</p>}
    </header>
  );
}
