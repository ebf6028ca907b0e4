/** Types of cli-build.js, which runs before any TypeScript can be loaded. */
export function withModuleUrl(source: string, url: string): string;
export function loadMain(): Promise<(args: string[]) => Promise<number>>;
