/** Who wrote the article. */
export function AuthorBio({ author }: { author: string }) {
  return (
    <aside className="card card-body author-bio" aria-labelledby="author-heading">
      <div className="author-avatar" aria-hidden="true">
        {author.trim().charAt(0).toUpperCase() || "?"}
      </div>
      <div>
        <h2 id="author-heading">About {author}</h2>
        <p className="muted">
          {author} writes scavenger-hunt guidebooks and family adventure stories that help kids explore, notice and
          learn in America's national parks.
        </p>
      </div>
    </aside>
  );
}
