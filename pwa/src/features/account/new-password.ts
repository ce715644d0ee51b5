/** A new password typed twice, held to the rules of registration: what is wrong with it, in the page's language. */
import { registerSchema } from "#shared/schemas/user";
import { inLang, type messageTexts } from "../../lib/i18n/message-texts";
import type { Messages } from "../../lib/i18n/texts";

export interface NewPasswordErrors {
  password?: string;
  confirm?: string;
}

export function checkNewPassword(password: string, confirm: string, m: Messages<typeof messageTexts.en>): NewPasswordErrors {
  const rule = registerSchema.shape.password.safeParse(password);
  if (!rule.success) return { password: inLang(rule.error.issues[0]?.message ?? "", m) };
  return password === confirm ? {} : { confirm: m.passwordsDoNotMatch() };
}
