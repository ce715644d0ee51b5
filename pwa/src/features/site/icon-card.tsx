/** One card in a row of the site's cards: its icon (a decoration screen readers skip), its title, then what it says. */
import type { ReactNode } from "react";

export function IconCard({ icon, title, children }: { icon: string; title: string; children: ReactNode }) {
  return (
    <li className="card card-body stack">
      <span className="site-card-icon" aria-hidden="true">
        {icon}
      </span>
      <h3>{title}</h3>
      {children}
    </li>
  );
}
