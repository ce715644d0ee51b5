/** The newest posts (5), books (3) and episodes (5), each linking to where it is managed. */
import { Link } from "react-router-dom";
import { formatMoney } from "#shared/rules/money";
import { useApiRead } from "../../../lib/api/use-api-read";
import { formatDate } from "./dashboard-format";
import { RECENT_BOOKS_READ, RECENT_EPISODES_READ, RECENT_POSTS_READ } from "./dashboard-reads";
import { RecentList } from "./recent-list";

const StateBadge = ({ on, yes, no }: { on: boolean; yes: string; no: string }) => (
  <span className={on ? "badge" : "badge badge-warn"}>{on ? yes : no}</span>
);

export function RecentPosts() {
  const read = useApiRead(RECENT_POSTS_READ.path, RECENT_POSTS_READ.schema, RECENT_POSTS_READ.query);
  return (
    <RecentList
      id="recent-posts-heading"
      title="Recent Posts"
      empty="No blog posts yet."
      manage={{ to: "/admin/blog", label: "Manage posts" }}
      read={read}
      row={(post) => (
        <>
          <Link to={`/admin/blog/edit/${post.id}`}>{post.title}</Link>
          <span className="muted">{formatDate(post.date)}</span>
          <StateBadge on={post.published} yes="Published" no="Draft" />
        </>
      )}
    />
  );
}

export function RecentBooks() {
  const read = useApiRead(RECENT_BOOKS_READ.path, RECENT_BOOKS_READ.schema, RECENT_BOOKS_READ.query);
  return (
    <RecentList
      id="recent-books-heading"
      title="Recent Books"
      empty="No books yet."
      manage={{ to: "/admin/shop", label: "Manage books" }}
      read={read}
      row={(book) => (
        <>
          <span>{book.title}</span>
          <span className="muted">{formatMoney(book.price)}</span>
          <StateBadge on={book.available} yes="Available" no="Coming Soon" />
        </>
      )}
    />
  );
}

export function RecentEpisodes() {
  const read = useApiRead(RECENT_EPISODES_READ.path, RECENT_EPISODES_READ.schema, RECENT_EPISODES_READ.query);
  return (
    <RecentList
      id="recent-episodes-heading"
      title="Recent Episodes"
      empty="No episodes yet."
      manage={{ to: "/admin/podcast", label: "Manage episodes" }}
      read={read}
      row={(episode) => (
        <>
          <span>
            S{episode.season} E{episode.episode_number}: {episode.title}
          </span>
          {episode.duration && <span className="muted">{episode.duration}</span>}
          <StateBadge on={episode.published} yes="Published" no="Draft" />
        </>
      )}
    />
  );
}
