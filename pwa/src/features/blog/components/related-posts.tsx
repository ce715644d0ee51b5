/** Other articles to read next, each with its way in. */
import { InLang } from "../../../lib/i18n/in-lang";
import { useTexts } from "../../../lib/i18n/texts";
import { useTextLang } from "../../../lib/i18n/use-text-lang";
import { blogTexts } from "../blog-texts";
import { Link } from "../../../lib/i18n/links";
import type { Post } from "#shared/schemas/blog";

export function RelatedPosts({ posts }: { posts: Post[] }) {
  const postLang = useTextLang("en");
  const t = useTexts(blogTexts);
  if (posts.length === 0) return null;
  return (
    <section className="stack" aria-labelledby="related-heading">
      <h2 id="related-heading">{t.related()}</h2>
      <div className="grid">
        {posts.map((post) => (
          <article key={post.id} className="card post-card">
            {post.image && <img className="post-card-image" src={post.image} alt={post.title} loading="lazy" width={400} height={225} />}
            <div className="card-body stack">
              <h3 lang={postLang}>{post.title}</h3>
              <p className="muted" lang={postLang}>
                {post.readTime}
              </p>
              <Link className="btn btn-secondary btn-small post-card-link" to={`/blog/${post.id}`}>
                {t.readMore()}
                <span className="visually-hidden">
                  : <InLang lang={postLang}>{post.title}</InLang>
                </span>
              </Link>
            </div>
          </article>
        ))}
      </div>
    </section>
  );
}
