/** /admin/blog/new: a new post, by default written by the signed-in admin, saved as a draft, published or scheduled. */
import { postInputSchema } from "#shared/schemas/blog";
import { useAuth } from "../../../stores/auth";
import { SchemaEditor } from "../shared/schema-editor";
import { createPost } from "./blog-actions";
import { NEW_POST_FIELDS } from "./blog-fields";
import "../shared/admin-shared.css";

export default function BlogNewPage() {
  const author = useAuth((s) => s.user?.name ?? "");
  return (
    <SchemaEditor
      listPath="/admin/blog"
      backLabel="Back to posts"
      title="New Post"
      id="post"
      schema={postInputSchema}
      fields={NEW_POST_FIELDS}
      initial={{ author }}
      submitLabel="Create Post"
      save={createPost}
    />
  );
}
