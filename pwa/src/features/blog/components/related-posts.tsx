/** Other articles to read next, each with its way in. */
import { Link } from "../../../lib/i18n/links";
import type { Post } from "#shared/schemas/blog";

export function RelatedPosts({ posts }: { posts: Post[] }) {
  if (posts.length === 0) return null;
  return (
    <section className="stack" aria-labelledby="related-heading">
      <h2 id="related-heading">Related Articles</h2>
      <div className="grid">
        {posts.map((post) => (
          <article key={post.id} className="card post-card">
            {post.image && <img className="post-card-image" src={post.image} alt={post.title} loading="lazy" width={400} height={225} />}
            <div className="card-body stack">
              <h3>{post.title}</h3>
              <p className="muted">{post.readTime}</p>
              <Link className="btn btn-secondary btn-small post-card-link" to={`/blog/${post.id}`}>
                Read More<span className="visually-hidden">: {post.title}</span>
              </Link>
            </div>
          </article>
        ))}
      </div>
    </section>
  );
}
