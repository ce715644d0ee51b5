/**
 * Opening /blog/:id: the device's copy shows at once and this fetches the latest in the background
 * (which also stores it for next time offline). A post the server no longer has, or one the device never
 * stored and cannot fetch, sends the reader back to the list.
 */
import { useEffect } from "react";
import { useNavigate } from "../../lib/i18n/links";
import { useTexts } from "../../lib/i18n/texts";
import { db } from "../../lib/database/db";
import { toast } from "../../stores/toasts";
import { refreshPost } from "./blog-catalog";
import { blogTexts } from "./blog-texts";

export const BLOG_PATH = "/blog";

export function usePostLoad(id: number): void {
  const navigate = useNavigate();
  const t = useTexts(blogTexts);
  useEffect(() => {
    let live = true;
    if (!Number.isInteger(id) || id <= 0) {
      navigate(BLOG_PATH, { replace: true });
      return;
    }
    void (async () => {
      const result = await refreshPost(id).catch(() => "failed" as const);
      if (!live || result === "ok") return;
      if (result !== "not-found" && (await db.posts.get(id))) return;
      if (!live) return;
      if (result === "offline") {
        toast({ title: t.youreOffline(), description: t.postNeedsReadOnline() });
      }
      navigate(BLOG_PATH, { replace: true });
    })();
    return () => {
      live = false;
    };
  }, [id, navigate, t]);
}
