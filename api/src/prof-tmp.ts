import { createTestApp } from "./testing/test-app";
const t = createTestApp({ seed: true });
const p = process.argv[2] ?? "/api/health";
for (let i = 0; i < 2000; i++) await t.app.request("http://localhost" + p);
const n = 20000, start = performance.now();
for (let i = 0; i < n; i++) { const r = await t.app.request("http://localhost" + p); await r.arrayBuffer(); }
console.log(p, ((performance.now() - start) / n * 1000).toFixed(1), "µs/request");
