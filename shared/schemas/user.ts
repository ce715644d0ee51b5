/**
 * Accounts, sessions, points and coupons. A problem a family is shown (a name left empty) is named by
 * its message in the catalogs (content/i18n/<lang>/errors.json): the server answers it as a refusal with
 * that key, and the app's own check says it in the page's language.
 */
import { z } from "zod";
import { isoDateTime, pageLangSchema, shortText } from "./common";

export const PASSWORD_MIN = 6;

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .refine((v) => v.includes("@"), "validEmailRequired");

export const registerSchema = z.object({
  name: z.string().trim().min(1, "nameRequired").max(120),
  email,
  phone: shortText(40).optional().default(""),
  password: z.string().min(PASSWORD_MIN, "passwordTooShort").max(200),
  marketing_consent: z.boolean().optional().default(false),
  /** The confirmation e-mail is written in it. */
  lang: pageLangSchema,
});
export type RegisterInput = z.input<typeof registerSchema>;

/** "Forgot password?": the address a reset link is asked for. */
export const forgotPasswordSchema = z.object({ email, lang: pageLangSchema });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

/** The token from a mailed link, as it arrives: its length bounds the work done before it is looked up. */
export const mailTokenSchema = z.string().min(1, "The link is incomplete").max(200);

/** A new password for the account the reset link names, under the rules of registration. */
export const resetPasswordSchema = z.object({ token: mailTokenSchema, password: registerSchema.shape.password });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

export const confirmEmailSchema = z.object({ token: mailTokenSchema });

/** "Change password": the one in use, and a new one under the rules of registration. */
export const changePasswordSchema = z.object({
  current_password: z.string().min(1, "currentPasswordRequired").max(200),
  new_password: registerSchema.shape.password,
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** "Send again": the language the new confirmation e-mail is written in. */
export const resendConfirmationSchema = z.object({ lang: pageLangSchema });

export const loginSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, "Email is required").max(254),
  password: z.string().min(1, "Password is required").max(200),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** Only these three fields are editable; anything else in the body is refused, not ignored. */
export const profileUpdateSchema = z.strictObject({
  name: z.string().trim().min(1, "nameRequired").max(120).optional(),
  phone: shortText(40).optional(),
  marketing_consent: z.boolean().optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const purchaseHistoryEntrySchema = z.object({
  id: z.string(),
  purchase_date: z.string(),
  amount: z.number(),
  status: z.string(),
  product_name: z.string(),
});

export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.enum(["admin", "user"]),
  points_balance: z.number().int(),
  membership_tier: z.enum(["free", "premium"]),
  marketing_consent: z.boolean(),
  /** Whether the family has opened a link mailed to `email` (absent in answers from before it was kept). */
  email_confirmed: z.boolean().optional(),
  /**
   * Whether guest orders placed with `email` join this account: a link mailed to it was opened signed in
   * to the account, or reset its password (absent in answers from before it was kept).
   */
  email_proven: z.boolean().optional(),
  created_at: z.string(),
  purchase_history: z.array(purchaseHistoryEntrySchema),
});
export type User = z.infer<typeof userSchema>;

export const authResponseSchema = z.object({ access_token: z.string(), token_type: z.literal("bearer"), user: userSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const pointsTransactionSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  created_at: z.string(),
  transaction_type: z.enum(["earned", "spent"]),
  points_amount: z.number().int(),
});
export type PointsTransaction = z.infer<typeof pointsTransactionSchema>;

export const couponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  discount_type: z.enum(["fixed", "percentage"]),
  discount_amount: z.number(),
  points_cost: z.number().int(),
  remaining_uses: z.number().int(),
  expires_at: z.string().nullable(),
  description: z.string(),
});
export type Coupon = z.infer<typeof couponSchema>;

export const couponInputSchema = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9_-]{3,32}$/, "code must be 3-32 letters, digits, - or _"),
  discount_type: z.enum(["fixed", "percentage"]),
  discount_amount: z.number().positive().max(100_000),
  points_cost: z.number().int().min(0).max(1_000_000),
  remaining_uses: z.number().int().min(0).max(1_000_000),
  expires_at: isoDateTime.nullable().default(null),
  description: shortText().default(""),
});
export type CouponInput = z.input<typeof couponInputSchema>;

export const couponCodeSchema = z.string().trim().toUpperCase().min(1).max(32);

export const redeemResponseSchema = z.object({ coupon: couponSchema, points_spent: z.number().int(), points_balance: z.number().int() });
export type RedeemResponse = z.infer<typeof redeemResponseSchema>;

export const redeemedCouponSchema = couponSchema
  .pick({ code: true, description: true, discount_type: true, discount_amount: true, expires_at: true })
  .extend({ points_spent: z.number().int(), redeemed_at: z.string() });
export type RedeemedCoupon = z.infer<typeof redeemedCouponSchema>;
