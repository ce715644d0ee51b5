/** Any path the app does not know: a friendly way back instead of a blank screen. */
import { Link } from "../../lib/i18n/links";
import { useTexts } from "../../lib/i18n/texts";
import { shellTexts } from "./shell-texts";

export default function NotFoundPage() {
  const t = useTexts(shellTexts);
  return (
    <div className="container center-screen">
      <div className="stack">
        <h1>{t.notFoundTitle()}</h1>
        <p className="muted">{t.notFoundText()}</p>
        <p>
          <Link to="/" className="btn">
            {t.backHome()}
          </Link>
        </p>
      </div>
    </div>
  );
}
