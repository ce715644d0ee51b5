/** One server hunt in the list: what it is, what it costs, whether it is done, and its offline state. */
import { Link } from "react-router-dom";
import type { StoredHunt } from "../../../lib/db";
import type { HuntAccess } from "../../../stores/access";
import { difficultyLabel } from "../hunt-difficulty";
import { huntButtonText, itemCount, priceLabel } from "../hunt-labels";
import { OfflineStatus } from "./offline-status";

interface Props {
  hunt: StoredHunt;
  access: HuntAccess;
  completed: boolean;
}

export function HuntCard({ hunt, access, completed }: Props) {
  return (
    <article className="card hunt-card">
      {hunt.thumbnail_image ? (
        <img className="hunt-thumb" src={hunt.thumbnail_image} alt={hunt.title} loading="lazy" width={400} height={225} />
      ) : (
        <div className="hunt-thumb hunt-thumb-empty" aria-hidden="true">🧭</div>
      )}
      <div className="card-body stack">
        <div className="row">
          <span className={`badge difficulty-${hunt.difficulty}`}>{difficultyLabel(hunt.difficulty)}</span>
          <span className={hunt.price > 0 ? "badge badge-orange" : "badge"}>{priceLabel(hunt)}</span>
          {completed && <span className="badge badge-done">Completed</span>}
        </div>
        <h3>{hunt.title}</h3>
        {hunt.location && <p className="muted">📍 {hunt.location}</p>}
        <p>{hunt.description}</p>
        <ul className="hunt-facts">
          <li>{itemCount(hunt)} items</li>
          {hunt.estimated_time && <li>{hunt.estimated_time}</li>}
          {hunt.age_range && <li>{hunt.age_range}</li>}
        </ul>
        <Link className={access === "locked" && !completed ? "btn btn-accent" : "btn"} to={`/hunt/${hunt.id}`}>
          {huntButtonText(hunt.price, access, completed)}
        </Link>
        <OfflineStatus hunt={hunt} />
      </div>
    </article>
  );
}
