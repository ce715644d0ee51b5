/**
 * "Save badge picture" under an earned badge: the picture is made on the device when asked (its drawing
 * code loads then, from the service worker offline) and downloads as a PNG through an `<a download>` on
 * an object URL. The link stays, with a preview, for another download; "Share" appears only where the
 * browser says it can share the file (`navigator.canShare`).
 */
import { useEffect, useRef, useState } from "react";
import { badgeFileName, type BadgePictureInfo } from "./badge-picture-info";
import { useTexts } from "../../../lib/i18n/texts";
import { huntsTexts } from "../hunts-texts";

interface Made {
  url: string;
  file: File;
}

function download({ url, file }: Made): void {
  const link = document.createElement("a");
  link.href = url;
  link.download = file.name;
  // Some browsers only follow a link that is in the document.
  document.body.append(link);
  link.click();
  link.remove();
}

const canShare = (file: File) => typeof navigator.canShare === "function" && navigator.canShare({ files: [file] });

export function SaveBadgePicture({ picture }: { picture: BadgePictureInfo }) {
  const [made, setMade] = useState<Made>();
  const [status, setStatus] = useState<"idle" | "busy" | "failed">("idle");
  const url = useRef<string>(undefined);
  // The picture's memory is given back when the result leaves the screen.
  useEffect(
    () => () => {
      if (url.current) URL.revokeObjectURL(url.current);
    },
    [],
  );
  const t = useTexts(huntsTexts);
  const name = picture.name ?? "none";

  const save = async () => {
    if (made) {
      download(made);
      return;
    }
    setStatus("busy");
    try {
      const { makeBadgePicture } = await import("./make-badge-picture");
      const png = await makeBadgePicture(picture);
      const next = { url: (url.current = URL.createObjectURL(png)), file: new File([png], badgeFileName(picture), { type: "image/png" }) };
      setMade(next);
      setStatus("idle");
      download(next);
    } catch {
      setStatus("failed");
    }
  };
  const share = async (file: File) => {
    try {
      await navigator.share({ files: [file], title: t.whoseBadge({ name, title: picture.huntTitle }) });
    } catch {
      // Closing the share sheet rejects too; the picture is still saved.
    }
  };

  return (
    <div className="badge-picture stack">
      <div className="row">
        <button type="button" className="btn btn-accent btn-small" onClick={() => void save()} disabled={status === "busy"}>
          {status === "busy" ? t.makingPicture() : t.saveBadgePicture()}
        </button>
        {made && canShare(made.file) && (
          <button type="button" className="btn btn-secondary btn-small" onClick={() => void share(made.file)}>
            {t.share()}
          </button>
        )}
      </div>
      {made && (
        <a className="badge-picture-link" href={made.url} download={made.file.name}>
          <img src={made.url} alt={t.whosePicture({ name })} width={108} height={135} />
          {t.download({ file: made.file.name })}
        </a>
      )}
      {status === "failed" && (
        <p className="alert alert-warn" role="alert">
          {t.pictureFailed()}
        </p>
      )}
    </div>
  );
}
