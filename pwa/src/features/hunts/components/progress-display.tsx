/** How far the family has got: items found out of the total, and points so far. */
interface Props {
  found: number;
  total: number;
  points: number;
  noun: string;
}

export function ProgressDisplay({ found, total, points, noun }: Props) {
  const percent = total > 0 ? Math.round((found / total) * 100) : 100;
  return (
    <section className="card card-body hunt-progress" aria-label="Your progress">
      <div className="row hunt-progress-numbers">
        <p>
          <strong>
            {found}/{total}
          </strong>{" "}
          {noun} found
        </p>
        <p>
          <strong>{points}</strong> points
        </p>
      </div>
      <div className="progress" role="progressbar" aria-label={`${noun} found`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <span style={{ width: `${percent}%` }} />
      </div>
    </section>
  );
}
