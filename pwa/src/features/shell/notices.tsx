/** The notices above the page: a waiting new version, and the offer to install the app. */
import { InstallPrompt } from "./install-prompt";
import { UpdateBanner } from "./update-banner";

export default function Notices() {
  return (
    <>
      <UpdateBanner />
      <InstallPrompt />
    </>
  );
}
