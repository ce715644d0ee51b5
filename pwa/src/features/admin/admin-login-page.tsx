/**
 * /admin/login: the admin sign-in. It calls /auth/login directly (which only admits admins; regular
 * accounts use /users/login), stores the session as an admin session, and returns to the page the
 * guard was protecting, else /admin/dashboard. An admin already signed in goes there at once.
 */
import { useState, type FormEvent } from "react";
import { Link, Navigate, useLocation, useNavigate } from "react-router-dom";
import type { AuthResponse } from "#shared/schemas/user";
import { CredentialsFields } from "../../components/credentials-fields";
import { api } from "../../lib/api/api-client";
import { isAdminUser, useAuth } from "../../stores/auth";
import "./admin.css";

const ADMIN_HOME = "/admin/dashboard";

function returnPath(state: unknown): string {
  const from = (state as { from?: { pathname?: unknown } } | null)?.from?.pathname;
  return typeof from === "string" && from.startsWith("/admin/") && from !== "/admin/login" ? from : ADMIN_HOME;
}

export default function AdminLoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const loading = useAuth((s) => s.loading);
  const user = useAuth((s) => s.user);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const target = returnPath(location.state);

  if (!loading && !submitting && isAdminUser(user)) return <Navigate to={target} replace />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    setError(null);
    const res = await api.post<AuthResponse>("/auth/login", { email, password });
    if (!res.success) {
      setError(res.error);
      setSubmitting(false);
      return;
    }
    await useAuth.getState().signIn(res.data, true);
    navigate(target, { replace: true });
  };

  return (
    <div className="container admin-login">
      <form className="card card-body stack" onSubmit={(event) => void onSubmit(event)}>
        <h1>Admin Login</h1>
        {error && (
          <div className="alert alert-danger" role="alert">
            {error}
          </div>
        )}
        <CredentialsFields idPrefix="admin" email={email} password={password} onEmail={setEmail} onPassword={setPassword} submitting={submitting} />
        <p className="muted">
          Not an admin? <Link to="/login">Family login</Link> · <Link to="/">Back to the website</Link>
        </p>
      </form>
    </div>
  );
}
