/** Cache Storage names shared by the page (hunt downloads) and the service worker (serving them). */
export const IMAGE_CACHE = "images";
export const HUNT_DOWNLOADS_CACHE = "hunt-downloads";
/** The QR reader's WebAssembly, kept by the leader's group page for scanning with no signal. */
export const SCANNER_CACHE = "scanner";
