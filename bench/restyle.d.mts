// types of bench/restyle.mjs for the TypeScript tests that use it
export function restyle(dir: string, tag?: string): Promise<{ from: string; to: string }>;
