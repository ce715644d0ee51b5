/** Real places on a Zion hunt for the location tests (imported only by tests), and the sign word at one of them. */
export const WEEPING_ROCK = { lat: 37.2712, lng: -112.9377 };
export const COURT_VIEW = { lat: 37.2515, lng: -112.9573 };
export const WEEPING_ROCK_WORD = "Maidenhair Fern";
