/** A row of labelled figures (a description list, so each figure is read with its label). */
export interface Stat {
  label: string;
  value: string;
}

export function StatList({ stats }: { stats: Stat[] }) {
  return (
    <dl className="dashboard-stats">
      {stats.map((stat) => (
        <div key={stat.label} className="dashboard-stat">
          <dt>{stat.label}</dt>
          <dd>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
