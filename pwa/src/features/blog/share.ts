/** Sharing a post: the networks' share pages in a small window, and copying the link. */
import { textsNow } from "../../lib/i18n/texts";
import { blogTexts } from "./blog-texts";

export const SHARE_WINDOW = "width=600,height=400";

export type Network = "Facebook" | "Twitter" | "LinkedIn" | "WhatsApp";
export const NETWORKS: Network[] = ["Facebook", "Twitter", "LinkedIn", "WhatsApp"];

export function shareUrl(network: Network, url: string, title: string): string {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  switch (network) {
    case "Facebook":
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case "Twitter":
      return `https://twitter.com/intent/tweet?url=${u}&text=${t}`;
    case "LinkedIn":
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case "WhatsApp":
      return `https://wa.me/?text=${t}%20${u}`;
  }
}

export function openShareWindow(network: Network, url: string, title: string): void {
  const opened = window.open(shareUrl(network, url, title), "_blank", SHARE_WINDOW);
  // The share page gets no handle back to this tab.
  if (opened) opened.opener = null;
}

/** For browsers (or insecure pages) without the async clipboard, or when it refuses. */
function copyWithTextarea(text: string): void {
  const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.appendChild(area);
  area.focus();
  area.select();
  try {
    document.execCommand("copy");
  } catch {
    // Nothing else is left to try; the confirmation follows either way.
  } finally {
    area.remove();
    // Back to Copy Link, so a keyboard user keeps their place.
    previous?.focus();
  }
}

export async function copyLink(url: string): Promise<void> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error("No async clipboard");
    await navigator.clipboard.writeText(url);
  } catch {
    copyWithTextarea(url);
  }
  window.alert(textsNow(blogTexts).linkCopied());
}
