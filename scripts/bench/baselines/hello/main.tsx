// The smallest React app the same Vite builds: the yardstick for the hunt route's JavaScript.
import { createRoot } from "react-dom/client";

createRoot(document.getElementById("root")!).render(<h1>Hello, world</h1>);
