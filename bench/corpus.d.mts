// types of bench/corpus.mjs for the TypeScript tests that use it
export function bodyOf(text: string): string;
export function corpusSlug(i: number): string;
export function writeCorpus(dir: string, n: number): string[];
