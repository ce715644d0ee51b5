/** Home's opening: the site name the admin set (last known copy on the device), the promise, two ways in. */
import { Link } from "../../lib/i18n/links";
import { usePublicSettings } from "../site-settings/public-settings";
import { useTexts } from "../../lib/i18n/texts";
import { useTextLang } from "../../lib/i18n/use-text-lang";
import { siteTexts } from "./site-texts";

export function HomeHero() {
  const { site_name, site_description } = usePublicSettings();
  const t = useTexts(siteTexts);
  // The site's description is the admin's own words, in English.
  const adminLang = useTextLang("en");
  return (
    <header className="site-hero home-hero">
      <div className="container stack">
        <p className="site-eyebrow">{site_name}</p>
        <h1>{t.heroTitle()}</h1>
        <p className="site-lead" lang={adminLang}>
          {site_description}
        </p>
        <p className="site-lead">{t.heroText()}</p>
        <div className="row">
          <Link className="btn btn-accent" to="/scavengerhunts">
            {t.startFreeHunt()}
          </Link>
          <Link className="btn btn-secondary" to="/shop">
            {t.browseGuidebooks()}
          </Link>
        </div>
      </div>
    </header>
  );
}
