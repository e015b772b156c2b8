// Loaded before the app: zod would otherwise probe `new Function` to compile fast parsers, which
// the content security policy (scripts from self, no eval) refuses and reports as a violation.
globalThis.__zod_globalConfig = { jitless: true };
