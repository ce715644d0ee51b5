// The React hello world opened offline from its service worker: the yardstick for the hunt's offline
// cold start. It marks its first render the way the hunt page marks `hunt-ready`, in an effect.
import { useEffect } from "react";
import { createRoot } from "react-dom/client";

function Hello() {
  useEffect(() => {
    performance.mark("hello-ready");
  }, []);
  return <h1>Hello, world</h1>;
}

createRoot(document.getElementById("root")!).render(<Hello />);
void navigator.serviceWorker?.register("/sw.js");
