/** Any path the app does not know: a friendly way back instead of a blank screen. */
import { Link } from "react-router-dom";

export default function NotFoundPage() {
  return (
    <div className="container center-screen">
      <div className="stack">
        <h1>Trail not found</h1>
        <p className="muted">We looked behind every tree, but this page isn't here.</p>
        <p>
          <Link to="/" className="btn">
            Back to the home page
          </Link>
        </p>
      </div>
    </div>
  );
}
