import { afterEach, describe, expect, it } from "vitest";
import "./zod-csp";

const original = globalThis.Function;
afterEach(() => {
  globalThis.Function = original;
});

describe("zod under the Content-Security-Policy", () => {
  it("builds and parses schemas without ever asking for eval", async () => {
    let evalAttempts = 0;
    globalThis.Function = new Proxy(original, {
      construct(target, args) {
        evalAttempts += 1;
        return Reflect.construct(target, args);
      },
      apply(target, self, args) {
        evalAttempts += 1;
        return Reflect.apply(target, self, args);
      },
    });
    const { z } = await import("zod");
    const family = z.object({ name: z.string(), points: z.number() });
    expect(family.parse({ name: "Rivera", points: 100 })).toEqual({ name: "Rivera", points: 100 });
    expect(evalAttempts).toBe(0);
  });
});
