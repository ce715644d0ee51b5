import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { registerServiceWorker } from "./app/service-worker";
import { requestPersistentStorage } from "./app/storage";
import { startSyncTriggers } from "./sync/triggers";
import "./styles.css";

registerServiceWorker();
startSyncTriggers();
void requestPersistentStorage();

const root = document.getElementById("root");
if (root) createRoot(root).render(<StrictMode><App /></StrictMode>);
