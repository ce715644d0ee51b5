/** An unfound item's ways to be found right now (see check-modes.ts): "I'm here", the sign's word, the tap. */
import type { ReactNode } from "react";
import type { HuntItem } from "#shared/schemas/hunt";
import type { FindHow } from "../stores/hunt-progress";
import { checkModes } from "./check-modes";
import { HereCheck } from "./here-check";
import type { FamilyLocation } from "./use-family-location";
import { WordCheck } from "./word-check";

interface Props {
  item: HuntItem;
  location: FamilyLocation;
  heading: number | null;
  onFound: (id: number, how: FindHow) => void;
  /** The list's "Found it!" button. */
  tap: ReactNode;
}

export function FindCheck({ item, location, heading, onFound, tap }: Props) {
  const modes = checkModes(item, location);
  const { lat, lng } = item;
  return (
    <div className="find-check">
      {modes.gps && lat != null && lng != null && <HereCheck item={{ ...item, lat, lng }} location={location} heading={heading} onFound={onFound} />}
      {modes.word && <WordCheck item={item} onFound={onFound} />}
      {modes.tap && tap}
    </div>
  );
}
