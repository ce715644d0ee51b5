/** Home's opening: the site name the admin set (last known copy on the device), the promise, two ways in. */
import { Link } from "../../lib/i18n/links";
import { usePublicSettings } from "../site-settings/public-settings";

export function HomeHero() {
  const { site_name, site_description } = usePublicSettings();
  return (
    <header className="site-hero home-hero">
      <div className="container stack">
        <p className="site-eyebrow">{site_name}</p>
        <h1>Turn every national park visit into a family adventure</h1>
        <p className="site-lead">{site_description}</p>
        <p className="site-lead">
          Guidebooks and scavenger hunts written for curious kids and the grown-ups who drive them there. Clues to solve,
          wildlife to spot and badges to earn, even where your phone has no signal.
        </p>
        <div className="row">
          <Link className="btn btn-accent" to="/scavengerhunts">
            Start a free hunt
          </Link>
          <Link className="btn btn-secondary" to="/shop">
            Browse the guidebooks
          </Link>
        </div>
      </div>
    </header>
  );
}
