/** /admin/blog/edit/:id: the post as stored (drafts included); a post that cannot be read sends the admin back to the list. */
import { useNavigate, useParams } from "react-router-dom";
import { MESSAGES } from "#shared/rules/messages";
import { postInputSchema, type Post } from "#shared/schemas/blog";
import { api } from "../../../lib/api-client";
import { toast } from "../../../stores/toasts";
import { SchemaForm } from "../form/schema-form";
import { useAdminResource } from "../../../lib/use-admin-resource";
import { updatePost } from "./blog-actions";
import { EDIT_POST_FIELDS } from "./blog-fields";
import { EditorFrame, useSaveAndReturn } from "../shared/editor-frame";
import "../shared/admin-shared.css";

export default function BlogEditPage() {
  const id = useParams().id ?? "";
  const navigate = useNavigate();
  const { back, submit } = useSaveAndReturn("/admin/blog");
  const post = useAdminResource(
    () => api.get<Post>(`/blog/posts/${encodeURIComponent(id)}`),
    id,
    () => {
      toast({ title: MESSAGES.errorTitle, description: MESSAGES.postFetchFailed, variant: "destructive" });
      navigate("/admin/blog", { replace: true });
    },
  );

  const loaded = post.state.status === "ready" ? post.state.data : null;

  return (
    <EditorFrame listPath="/admin/blog" backLabel="Back to posts" title="Edit Post" loadingText={post.state.status === "loading" ? "Loading post..." : null}>
      {loaded && (
        <SchemaForm
          id="post"
          schema={postInputSchema}
          fields={EDIT_POST_FIELDS}
          initial={loaded}
          submitLabel="Update Post"
          onSubmit={submit((values) => updatePost(loaded.id, values))}
          onCancel={back}
        />
      )}
    </EditorFrame>
  );
}
