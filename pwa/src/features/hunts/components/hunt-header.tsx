/** The top of a hunt page: its title and the facts a family checks before starting. */
import { difficultyLabel } from "../hunt-labels";

interface Props {
  title: string;
  description: string;
  location?: string;
  difficulty?: string;
  estimatedTime?: string;
  ageRange?: string;
}

export function HuntHeader({ title, description, location, difficulty, estimatedTime, ageRange }: Props) {
  return (
    <header className="stack hunt-header">
      <h1>{title}</h1>
      <div className="row">
        {difficulty && <span className={`badge difficulty-${difficulty}`}>{difficultyLabel(difficulty)}</span>}
        {location && <span className="muted">📍 {location}</span>}
        {estimatedTime && <span className="muted">⏱ {estimatedTime}</span>}
        {ageRange && <span className="muted">👪 {ageRange}</span>}
      </div>
      {description && <p>{description}</p>}
    </header>
  );
}
