/** The top of a hunt page: its title and the facts a family checks before starting. */
import { difficultyLabel } from "../hunt-difficulty";

/** The facts shown, as a server hunt and the built-in Roper hunt both carry them. */
export interface HuntFacts {
  title: string;
  description: string;
  location?: string;
  difficulty?: string;
  estimated_time?: string;
  age_range?: string;
}

export function HuntHeader({ hunt }: { hunt: HuntFacts }) {
  const { title, description, location, difficulty, estimated_time, age_range } = hunt;
  return (
    <header className="stack hunt-header">
      <h1>{title}</h1>
      <div className="row">
        {difficulty && <span className={`badge difficulty-${difficulty}`}>{difficultyLabel(difficulty)}</span>}
        {location && <span className="muted">📍 {location}</span>}
        {estimated_time && <span className="muted">⏱ {estimated_time}</span>}
        {age_range && <span className="muted">👪 {age_range}</span>}
      </div>
      {description && <p>{description}</p>}
    </header>
  );
}
