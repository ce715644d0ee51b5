/** Shared set-up for admin CRUD tests: an app with an admin, a create helper, and a refusal checker. */
import { expect } from "vitest";
import { createTestApp, type TestApp } from "./test-app";

type Body = Record<string, unknown>;

export async function withAdmin(collectionPath: string, seed = false, toBody: (over: Body) => Body = (over) => over) {
  const t = await createTestApp({ seed });
  const admin = await t.createUser("admin");
  const create = async (over: Body = {}) => {
    const res = await t.call("POST", collectionPath, { token: admin.token, body: toBody(over) });
    expect(res.status).toBe(201);
    return res.body;
  };
  return { t, admin, create };
}

/** [method, path, body (a string is sent raw as JSON), expected status, expected detail]. */
export type Refusal = [string, string, unknown, number, RegExp];

export async function expectRefusals(t: TestApp, token: string, refusals: Refusal[]) {
  for (const [method, path, body, status, detail] of refusals) {
    const headers = typeof body === "string" ? { "content-type": "application/json" } : undefined;
    const res = await t.call(method, path, { token, body, headers });
    expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(status);
    expect(res.body.detail).toMatch(detail);
  }
}
