/** One explorer's badge picture, as the badge-picture tests draw it. */
import type { BadgePictureInfo } from "../../features/hunts/badge-picture/badge-picture-info";

export const MAYA: BadgePictureInfo = {
  name: "Maya",
  huntTitle: "Zion Canyon Quest",
  place: "Zion National Park, Utah",
  emoji: "🏅",
  score: 30,
  maxScore: 30,
  day: "2025-06-01T10:00:00.000Z",
};
