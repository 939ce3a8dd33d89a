const codeNames: Record<number, string> = {
  1: 'MEDIA_ERR_ABORTED (loading was aborted)',
  2: 'MEDIA_ERR_NETWORK (a network error stopped the download)',
  3: 'MEDIA_ERR_DECODE (the file could not be decoded)',
  4: 'MEDIA_ERR_SRC_NOT_SUPPORTED (the file is missing or its format is not supported)',
};

/** a one-line technical description of a failed video, shown only in debug mode */
export function describeMediaError(src: string, error: MediaError | null, fallback?: unknown): string {
  if (error) {
    const name = codeNames[error.code] ?? `code ${error.code}`;
    return `${name}${error.message ? `: ${error.message}` : ''} [${src}]`;
  }
  if (fallback instanceof Error) return `${fallback.name}: ${fallback.message} [${src}]`;
  return `unknown playback error [${src}]`;
}
