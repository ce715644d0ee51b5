/**
 * The newsletter sign-up form belongs to the email provider: a script that draws its form where its
 * script tag sits. It is fetched only when someone asks for it, so a visit to Home makes no third-party
 * request and carries no extra weight. The script's address is the provider's embed code for the
 * site's form, set at build time in VITE_NEWSLETTER_SCRIPT_URL.
 */

/** How long the provider's script may take before the attempt is given up (it may simply be offline). */
export const NEWSLETTER_SCRIPT_TIMEOUT_MS = 10_000;

/** Read on each call rather than at load, so a deployment's value (and a test's) is always the current one. */
export function newsletterScriptUrl(): string | null {
  const url: unknown = import.meta.env.VITE_NEWSLETTER_SCRIPT_URL;
  return typeof url === "string" && url.trim() !== "" ? url.trim() : null;
}

/**
 * Injects the provider's script into `container` and resolves true once it has loaded, false when it
 * failed or timed out. A failed script tag is removed so the next press starts clean.
 */
export function loadNewsletterWidget(container: HTMLElement, src: string, timeoutMs = NEWSLETTER_SCRIPT_TIMEOUT_MS): Promise<boolean> {
  return new Promise((resolve) => {
    const script = document.createElement("script");
    script.async = true;
    script.src = src;
    const settle = (loaded: boolean) => {
      clearTimeout(timer);
      script.onload = script.onerror = null;
      if (!loaded) script.remove();
      resolve(loaded);
    };
    const timer = setTimeout(() => settle(false), timeoutMs);
    script.onload = () => settle(true);
    script.onerror = () => settle(false);
    container.append(script);
  });
}
