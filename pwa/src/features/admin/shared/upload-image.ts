/**
 * POST /api/upload/image with the signed-in admin's token. XMLHttpRequest rather than fetch because
 * only it reports upload progress, which a 10 MB photo on a slow link needs.
 */
import { uploadResultSchema, type UploadResult } from "#shared/schemas/settings";
import { useAuth } from "../../../stores/auth";

export class UploadError extends Error {
  /** The server's reason when it gave one (e.g. a file whose bytes are not an image). */
  constructor(readonly detail: string | null) {
    super(detail ?? "Upload failed");
  }
}

function detailOf(text: string): string | null {
  try {
    const body = JSON.parse(text) as { detail?: unknown };
    return typeof body.detail === "string" ? body.detail : null;
  } catch {
    return null;
  }
}

export function uploadImage(file: File, onProgress: (percent: number) => void): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/upload/image");
    xhr.setRequestHeader("accept", "application/json");
    const token = useAuth.getState().token;
    if (token) xhr.setRequestHeader("authorization", `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const text = typeof xhr.responseText === "string" ? xhr.responseText : "";
      if (xhr.status < 200 || xhr.status >= 300) return reject(new UploadError(detailOf(text)));
      try {
        resolve(uploadResultSchema.parse(JSON.parse(text)));
      } catch {
        reject(new UploadError(null));
      }
    };
    xhr.onerror = () => reject(new UploadError(null));
    xhr.onabort = () => reject(new UploadError(null));
    const body = new FormData();
    body.append("file", file);
    xhr.send(body);
  });
}
