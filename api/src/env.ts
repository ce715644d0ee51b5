/** The environment, parsed once at boot; a bad value stops the server with a clear message. */
import { z } from "zod";

const optional = z
  .string()
  .optional()
  .transform((v) => (v === "" ? undefined : v));

export const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8787),
  HOST: z.string().default("127.0.0.1"),
  DATA_DIR: z.string().default("./data"),
  ADMIN_EMAIL: optional,
  ADMIN_PASSWORD: optional,
  JWT_SECRET: optional.refine((v) => v === undefined || v.length >= 32, "JWT_SECRET must be at least 32 characters"),
  SEED: z.enum(["sample", "none"]).default("sample"),
  PAYPAL_CLIENT_ID: optional,
  PAYPAL_CLIENT_SECRET: optional,
  PAYPAL_API_BASE: optional.default("https://api-m.sandbox.paypal.com"),
  PUBLIC_URL: optional,
  TRUST_PROXY: z.enum(["0", "1"]).default("0"),
});
export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`Invalid environment: ${issue?.path.join(".")}: ${issue?.message}`);
  }
  return result.data;
}
