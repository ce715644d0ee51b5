/**
 * Creating an account: the form is checked with the API's own schema (so the page shows the server's
 * messages before any call), then /users/register answers with a session that is stored like any
 * pre-issued token pair.
 */
import { registerSchema, type AuthResponse } from "#shared/schemas/user";
import { api, type Said } from "../../lib/api/api-client";
import { orOwn, problemOf, refusal } from "../../lib/i18n/error-texts";
import { currentLang } from "../../lib/i18n/current-lang";
import { logIn, type SignInResult } from "./sign-in";

export interface RegistrationForm {
  name: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  marketingConsent: boolean;
}

export type RegistrationField = "name" | "email" | "phone" | "password" | "confirmPassword";
export type RegistrationErrors = Partial<Record<RegistrationField, Said>>;

export const EMPTY_REGISTRATION: RegistrationForm = { name: "", email: "", phone: "", password: "", confirmPassword: "", marketingConsent: false };

const toPayload = (form: RegistrationForm) => ({
  name: form.name,
  email: form.email,
  phone: form.phone,
  password: form.password,
  marketing_consent: form.marketingConsent,
  // The confirmation e-mail is written in the language of the page the family signs up on.
  lang: currentLang(),
});

export function validateRegistration(form: RegistrationForm): RegistrationErrors {
  const errors: RegistrationErrors = {};
  const parsed = registerSchema.safeParse(toPayload(form));
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] as RegistrationField;
    errors[field] ??= problemOf(issue.message);
  }
  if (!errors.password && form.password !== form.confirmPassword) errors.confirmPassword = refusal("passwordsDoNotMatch");
  return errors;
}

export async function register(form: RegistrationForm): Promise<SignInResult> {
  const res = await api.post<AuthResponse>("/users/register", toPayload(form));
  if (!res.success) {
    return { success: false, ...orOwn(res, "registrationFailed"), offline: res.status === 0 };
  }
  return logIn(res.data.access_token, res.data.user);
}
