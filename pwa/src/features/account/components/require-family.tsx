/** Pages for a signed-in family (not an admin); anyone else is sent to /login, which brings them back. */
import type { ReactNode } from "react";
import type { User } from "#shared/schemas/user";
import { RequireAccount } from "../../../components/require-account";
import { isAdminUser } from "../../../stores/auth";

const isFamily = (user: User) => !isAdminUser(user);

export function RequireFamily({ children }: { children: (user: User) => ReactNode }) {
  return (
    <RequireAccount admits={isFamily} loginPath="/login">
      {children}
    </RequireAccount>
  );
}
