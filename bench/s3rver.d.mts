// types of bench/s3rver.mjs for the TypeScript tests that use it
export interface S3rverProcess {
  port: number;
  /** http://127.0.0.1:<port> */
  endpoint: string;
  /** the folder s3rver stores the buckets in */
  directory: string;
  stop(): Promise<void>;
}
export function startS3rver(opts: { buckets: string[]; directory?: string }): Promise<S3rverProcess>;
