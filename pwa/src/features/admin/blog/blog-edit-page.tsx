/** /admin/blog/edit/:id: the post as stored (drafts included); a post that cannot be read sends the admin back to the list. */
import { ADMIN_MESSAGES as MESSAGES } from "../shared/admin-messages";
import { postInputSchema, type Post } from "#shared/schemas/blog";
import { api } from "../../../lib/api/api-client";
import { StoredItemEditor } from "../shared/schema-editor";
import { updatePost } from "./blog-actions";
import { EDIT_POST_FIELDS } from "./blog-fields";
import "../shared/admin-shared.css";

export default function BlogEditPage() {
  return (
    <StoredItemEditor
      read={(id) => api.get<Post>(`/blog/posts/${encodeURIComponent(id)}`)}
      failed={{ title: MESSAGES.errorTitle, description: MESSAGES.postFetchFailed }}
      loadingText="Loading post..."
      listPath="/admin/blog"
      backLabel="Back to posts"
      title="Edit Post"
      id="post"
      schema={postInputSchema}
      fields={EDIT_POST_FIELDS}
      submitLabel="Update Post"
      save={(post, values) => updatePost(post.id, values)}
    />
  );
}
