/** A new password typed twice, held to the rules of registration: what is wrong with it, in the page's language. */
import { registerSchema } from "#shared/schemas/user";
import { problemOf, saidIn, type ErrorMessages } from "../../lib/i18n/error-texts";

export interface NewPasswordErrors {
  password?: string;
  confirm?: string;
}

export function checkNewPassword(password: string, confirm: string, e: ErrorMessages): NewPasswordErrors {
  const rule = registerSchema.shape.password.safeParse(password);
  if (!rule.success) return { password: saidIn(problemOf(rule.error.issues[0]?.message ?? ""), e) };
  return password === confirm ? {} : { confirm: e.passwordsDoNotMatch() };
}
