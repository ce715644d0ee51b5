/**
 * The notices above the page: a waiting new version, the page in the language the browser prefers,
 * and the offer to install the app.
 */
import { InstallPrompt } from "./install-prompt";
import { LangOffer } from "./lang-offer";
import { UpdateBanner } from "./update-banner";

export default function Notices() {
  return (
    <>
      <UpdateBanner />
      <LangOffer />
      <InstallPrompt />
    </>
  );
}
