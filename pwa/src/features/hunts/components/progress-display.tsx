// @chunk hunt
/** How far the family has got: items found out of the total, and points so far. */
import { useTexts } from "../../../lib/i18n/texts";
import { playTexts } from "../play-texts";
interface Props {
  found: number;
  total: number;
  points: number;
  /** What is being found: a hunt's items or the Roper hunt's clues. */
  noun: "items" | "clues";
}

export function ProgressDisplay({ found, total, points, noun }: Props) {
  const percent = total > 0 ? Math.round((found / total) * 100) : 100;
  const t = useTexts(playTexts);
  const foundWords = noun === "clues" ? t.cluesFound() : t.itemsFound();
  return (
    <section className="card card-body hunt-progress" aria-label={t.yourProgress()}>
      <div className="row hunt-progress-numbers">
        <p>
          <strong>
            {found}/{total}
          </strong>{" "}
          {foundWords}
        </p>
        <p>
          <strong>{points}</strong> {t.points({ points })}
        </p>
      </div>
      <div className="progress" role="progressbar" aria-label={foundWords} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <span style={{ width: `${percent}%` }} />
      </div>
    </section>
  );
}
