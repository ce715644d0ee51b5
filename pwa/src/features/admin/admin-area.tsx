/**
 * /admin/*: only an admin gets in. While the stored session loads, a centred spinner; a visitor or a
 * signed-in non-admin goes to /admin/login, which remembers where they were headed; an admin gets the
 * admin area.
 */
import { RequireAccount } from "../../components/require-account";
import { isAdminUser } from "../../stores/auth";
import { AdminLayout } from "./admin-layout";

export default function AdminArea() {
  return (
    <RequireAccount admits={isAdminUser} loginPath="/admin/login">
      {(user) => <AdminLayout user={user} />}
    </RequireAccount>
  );
}
