import { useEffect, useState } from "react";

interface Health {
  ok: boolean;
}

/** The application shell: shows that the server answers while the screens are being built. */
export function App() {
  const [health, setHealth] = useState<"checking" | "ready" | "offline">("checking");
  useEffect(() => {
    fetch("/api/health")
      .then((res) => res.json() as Promise<Health>)
      .then((body) => setHealth(body.ok ? "ready" : "offline"))
      .catch(() => setHealth("offline"));
  }, []);
  return (
    <main style={{ fontFamily: "system-ui, sans-serif", maxWidth: 640, margin: "3rem auto", padding: "0 1rem" }}>
      <h1>Park Hunts</h1>
      <p>Scavenger-hunt guidebooks and interactive hunts for families exploring America&apos;s national parks.</p>
      <p role="status">Server: {health}</p>
    </main>
  );
}
