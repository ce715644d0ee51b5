/**
 * A QR code drawn as one SVG path from `text`, made on the device (no network, no canvas): a group's join
 * link on the leader's phone, a team's signed result on the team's. Black on white with the four-module
 * quiet zone the standard asks for, so a camera or a photo of the screen reads it; crisp at any size.
 */
import { encode } from "uqr";

/** Medium error correction: read through a thumbprint or glare on a phone's screen, and still small. */
const ECC = "M";
/** The standard's quiet zone around the code, in modules. */
const QUIET_MODULES = 4;

/** The dark modules as one path of unit squares, row by row, runs joined. */
export function qrPath(text: string): { size: number; d: string } {
  const { data, size } = encode(text, { ecc: ECC, border: QUIET_MODULES });
  const runs: string[] = [];
  data.forEach((row, y) => {
    let x = 0;
    while (x < size) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < size && row[x]) x++;
      runs.push(`M${start} ${y}h${x - start}v1h${start - x}z`);
    }
  });
  return { size, d: runs.join("") };
}

interface Props {
  text: string;
  /** What the code is, for a screen reader ("QR code to join the group K7M2QX"). */
  label: string;
  className?: string;
}

export function QrCode({ text, label, className }: Props) {
  const { size, d } = qrPath(text);
  return (
    <svg className={className ?? "qr-code"} role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
