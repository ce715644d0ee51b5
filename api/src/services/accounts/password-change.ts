/**
 * "Change password" on the profile: the current password is checked like a sign-in (the same attempt
 * limits, so a borrowed session cannot guess it faster than the login page could), and the new one
 * ends every other session of the account; the device that changed it stays signed in.
 */
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { changePasswordSchema } from "#shared/schemas/user";
import { writeTx } from "../../db";
import { users } from "../../db/tables";
import type { AuthUser, Deps } from "../../deps";
import { HttpError } from "../../errors";
import { hashPassword } from "./passwords";
import { endSessions } from "./sessions";
import { checkPassword } from "./sign-in";

export async function changePassword(deps: Deps, user: AuthUser, input: z.output<typeof changePasswordSchema>, address: string): Promise<void> {
  const { db } = deps;
  const account = await checkPassword(deps, user.email, input.current_password, address, (found) => found.id === user.id);
  if (!account) throw new HttpError(403, { key: "currentPasswordWrong" });
  const passwordHash = await hashPassword(input.new_password);
  const now = deps.now();
  await writeTx(db, async () => {
    await db.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await endSessions(db, user.id, now, user.sessionId);
  });
}
