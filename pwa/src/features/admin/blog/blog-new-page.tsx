/** /admin/blog/new: a new post, by default written by the signed-in admin, saved as a draft, published or scheduled. */
import { postInputSchema } from "#shared/schemas/blog";
import { useAuth } from "../../../stores/auth";
import { SchemaForm } from "../form/schema-form";
import { createPost } from "./blog-actions";
import { NEW_POST_FIELDS } from "./blog-fields";
import { EditorFrame, useSaveAndReturn } from "../shared/editor-frame";
import "../shared/admin-shared.css";

export default function BlogNewPage() {
  const author = useAuth((s) => s.user?.name ?? "");
  const { back, submit } = useSaveAndReturn("/admin/blog");
  return (
    <EditorFrame listPath="/admin/blog" backLabel="Back to posts" title="New Post">
      <SchemaForm
        id="post"
        schema={postInputSchema}
        fields={NEW_POST_FIELDS}
        initial={{ author }}
        submitLabel="Create Post"
        onSubmit={submit(createPost)}
        onCancel={back}
      />
    </EditorFrame>
  );
}
