// @chunk boot
/**
 * Zod builds fast object parsers with `new Function`, and first probes whether it may. Our
 * Content-Security-Policy allows no eval, so the probe is refused and the browser reports a policy
 * violation on every page. Jitless mode skips the probe (parsing is the same, without generated code).
 *
 * Set through the global object zod keeps its configuration in (shared by every copy of zod on a page)
 * rather than `z.config()`, so the entry chunk, which must run first, does not carry zod's code.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
