/** Who wrote the article. */
import { InLang } from "../../../lib/i18n/in-lang";
import { rich } from "../../../lib/i18n/rich";
import { useTexts } from "../../../lib/i18n/texts";
import { useTextLang } from "../../../lib/i18n/use-text-lang";
import { blogTexts } from "../blog-texts";
export function AuthorBio({ author }: { author: string }) {
  const t = useTexts(blogTexts);
  const name = () => <InLang lang={useTextLang("en")}>{author}</InLang>;
  return (
    <aside className="card card-body author-bio" aria-labelledby="author-heading">
      <div className="author-avatar" aria-hidden="true">
        {author.trim().charAt(0).toUpperCase() || "?"}
      </div>
      <div>
        <h2 id="author-heading">{rich(t.about(), { author: name })}</h2>
        <p className="muted">{rich(t.authorBio(), { author: name })}</p>
      </div>
    </aside>
  );
}
