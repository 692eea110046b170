// The types of `script-free-twin.mjs` (plain JavaScript, so that `pnpm lighthouse` runs it without a build).
export function withoutScripts(html: string): string;
export function writeScriptFreeTwin(build: string, twin: string): void;
