/** The badge a family earns: a drawn medal (inline SVG, so it shows with no signal) with its title. */
export function ExplorerBadge({ title, emoji }: { title: string; emoji: string }) {
  return (
    <figure className="explorer-badge">
      <svg viewBox="0 0 120 150" width="120" height="150" role="img" aria-label={title}>
        <path d="M38 92 L24 146 L44 134 L54 150 L62 100 Z" fill="#c2410c" />
        <path d="M82 92 L96 146 L76 134 L66 150 L58 100 Z" fill="#1d5f8a" />
        <circle cx="60" cy="60" r="52" fill="#e7b416" stroke="#8a6100" strokeWidth="4" />
        <circle cx="60" cy="60" r="40" fill="#2f5d3a" stroke="#fdebd8" strokeWidth="3" strokeDasharray="5 4" />
        <text x="60" y="74" textAnchor="middle" fontSize="40" aria-hidden="true">
          {emoji}
        </text>
      </svg>
      <figcaption>{title}</figcaption>
    </figure>
  );
}
