// types of scripts/test-stages.mjs for the TypeScript tests that use it
export interface StageResult {
  passed: number;
  failed: number;
  skipped: number;
  seconds: number;
  problems: string[];
  slowest: Array<{ file: string; seconds: number }>;
}
type Stdio = 'inherit' | 'ignore' | 'pipe';
export function vitestStage(opts: {
  node?: string;
  args?: string[];
  env?: NodeJS.ProcessEnv;
  tallyFile: string;
  cwd?: string;
  stdio?: Stdio;
}): StageResult;
export function playwrightStage(opts: {
  args?: string[];
  reportFile: string;
  env?: Record<string, string>;
  cwd?: string;
  stdio?: Stdio;
}): StageResult;
export function commandStage(cmd: string, args: string[], opts?: { env?: Record<string, string>; cwd?: string }): StageResult;
