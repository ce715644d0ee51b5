/** /admin/blog/new: a new post, by default written by the signed-in admin, saved as a draft, published or scheduled. */
import { Link, useNavigate } from "react-router-dom";
import { postInputSchema } from "#shared/schemas/blog";
import { useAuth } from "../../../stores/auth";
import { SchemaForm } from "../form/schema-form";
import { createPost } from "./blog-actions";
import { NEW_POST_FIELDS } from "./blog-fields";
import "../shared/admin-shared.css";

export default function BlogNewPage() {
  const navigate = useNavigate();
  const author = useAuth((s) => s.user?.name ?? "");
  const back = () => navigate("/admin/blog");
  return (
    <section className="stack">
      <p>
        <Link to="/admin/blog">← Back to posts</Link>
      </p>
      <h1>New Post</h1>
      <SchemaForm
        id="post"
        schema={postInputSchema}
        fields={NEW_POST_FIELDS}
        initial={{ author }}
        submitLabel="Create Post"
        onSubmit={async (values) => {
          const refused = await createPost(values);
          if (refused) return refused;
          back();
        }}
        onCancel={back}
      />
    </section>
  );
}
