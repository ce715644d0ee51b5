/** A row of labelled figures (a description list, so each figure is read with its label), each in its own box. */
export interface Stat {
  label: string;
  value: string | number;
}

export function StatList({ stats, className, itemClassName }: { stats: Stat[]; className: string; itemClassName: string }) {
  return (
    <dl className={className}>
      {stats.map((stat) => (
        <div key={stat.label} className={itemClassName}>
          <dt>{stat.label}</dt>
          <dd>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
