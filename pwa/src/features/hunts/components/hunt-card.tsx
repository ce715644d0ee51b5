/** One server hunt in the list: what it is, what it costs, whether it is done, and its offline state. */
import { huntTextsInLang, playedLang } from "#shared/rules/hunt-translation";
import { Link } from "../../../lib/i18n/links";
import type { StoredHunt } from "../../../lib/database/db";
import { useTexts } from "../../../lib/i18n/texts";
import { useLang } from "../../../lib/i18n/use-lang";
import { playTexts } from "../play-texts";
import { huntsTexts } from "../hunts-texts";
import type { HuntAccess } from "../../../stores/access";
import { difficultyLabel } from "../hunt-difficulty";
import { huntButtonText, itemCount, priceLabel } from "../hunt-labels";
import { OfflineStatus } from "./offline-status";

interface Props {
  hunt: StoredHunt;
  access: HuntAccess;
  completed: boolean;
}

export function HuntCard({ hunt: stored, access, completed }: Props) {
  const lang = useLang();
  const t = useTexts(huntsTexts);
  const play = useTexts(playTexts);
  // On a page in another language, a hunt not offered in it shows its English, marked as English.
  const hunt = huntTextsInLang(stored, lang);
  const english = lang !== "en" && playedLang(stored, lang) === "en" ? "en" : undefined;
  return (
    <article className="card hunt-card">
      {hunt.thumbnail_image ? (
        <img className="hunt-thumb" src={hunt.thumbnail_image} alt={hunt.title} lang={english} loading="lazy" width={400} height={225} />
      ) : (
        <div className="hunt-thumb hunt-thumb-empty" aria-hidden="true">🧭</div>
      )}
      <div className="card-body stack">
        <div className="row">
          <span className={`badge difficulty-${hunt.difficulty}`}>{difficultyLabel(hunt.difficulty, play)}</span>
          <span className={hunt.price > 0 ? "badge badge-orange" : "badge"}>{priceLabel(hunt, t, lang)}</span>
          {completed && <span className="badge badge-done">{t.completed()}</span>}
          {english && <span className="badge">{t.onlyEnglishBadge()}</span>}
        </div>
        <h3 lang={english}>{hunt.title}</h3>
        {hunt.location && (
          <p className="muted" lang={english}>
            📍 {hunt.location}
          </p>
        )}
        <p lang={english}>{hunt.description}</p>
        <ul className="hunt-facts">
          <li>{t.itemCount({ count: itemCount(hunt) })}</li>
          {hunt.estimated_time && <li lang={english}>{hunt.estimated_time}</li>}
          {hunt.age_range && <li lang={english}>{hunt.age_range}</li>}
        </ul>
        <Link className={access === "locked" && !completed ? "btn btn-accent" : "btn"} to={`/hunt/${hunt.id}`}>
          {huntButtonText(hunt.price, access, completed, t, lang)}
        </Link>
        <OfflineStatus hunt={hunt} />
      </div>
    </article>
  );
}
