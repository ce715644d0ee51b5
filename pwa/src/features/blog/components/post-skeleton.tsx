/** The shape of an article while it loads. */
import { useTexts } from "../../../lib/i18n/texts";
import { blogTexts } from "../blog-texts";
export function PostSkeleton() {
  return (
    <div className="container post-page" role="status" aria-label={useTexts(blogTexts).loadingArticle()}>
      <div className="stack" aria-hidden="true">
        <div className="skeleton-line" style={{ width: "30%" }} />
        <div className="skeleton-line skeleton-title" />
        <div className="skeleton-line" style={{ width: "80%" }} />
        <div className="skeleton-block post-image" />
        <div className="skeleton-line" />
        <div className="skeleton-line" />
        <div className="skeleton-line" style={{ width: "60%" }} />
      </div>
    </div>
  );
}
