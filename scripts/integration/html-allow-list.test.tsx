// @vitest-environment jsdom
/**
 * Blog HTML is cleaned twice, by the server before it is stored and by the app before it is drawn; both
 * layers must keep the same markup, so both must hand DOMPurify the one allow-list object in
 * shared/rules/html-allow-list.ts. This watches every DOMPurify instance either side makes.
 */
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HTML_ALLOW_LIST } from "#shared/rules/html-allow-list";
import { sanitizeHtml } from "../../api/src/services/catalog/sanitize-html";
import { PostBody } from "../../pwa/src/features/blog/components/post-body";

// Which side made each call (the app passes the page's window, the server its own jsdom window) and the config.
const calls = vi.hoisted(() => [] as { side: "browser" | "server"; config: unknown }[]);
vi.mock("dompurify", async (importOriginal) => {
  const real = (await importOriginal<typeof import("dompurify")>()).default;
  const make = (root: Parameters<typeof real>[0]) => {
    const side = root === globalThis.window ? "browser" : "server";
    const purify = real(root);
    const sanitize = purify.sanitize;
    purify.sanitize = ((dirty: string, config: unknown) => {
      calls.push({ side, config });
      return sanitize(dirty, config as never);
    }) as typeof sanitize;
    return purify;
  };
  return { default: make };
});

afterEach(cleanup);

describe("the shared HTML allow-list", () => {
  it("is the very config object both the app's post body and the server's sanitizer use", () => {
    const html = '<p>Hi <a href="https://www.nps.gov/" target="_blank">parks</a></p><img src=x onerror=alert(1)>';
    const stored = sanitizeHtml(html);
    const drawn = render(<PostBody content={stored} />).container.querySelector(".post-body")!.innerHTML;

    const browser = calls.filter((call) => call.side === "browser");
    const server = calls.filter((call) => call.side === "server");
    expect(browser).toHaveLength(1);
    expect(server).toHaveLength(1);
    expect(browser[0]!.config).toBe(server[0]!.config);
    expect(server[0]!.config).toBe(HTML_ALLOW_LIST);
    // Same config and hooks on both sides: the app draws exactly what the server stored.
    expect(drawn).toBe(stored);
    expect(stored).toBe('<p>Hi <a href="https://www.nps.gov/" target="_blank" rel="noopener noreferrer">parks</a></p><img src="x">');
  });
});
