/** What `site dev` reports of a failed edit: in the terminal (errors.ts) and over the page (browser/devClient.ts). */
export interface DevError {
  kind: 'compile' | 'render' | 'post' | 'config';
  message: string;
  /** relative to the project when inside it */
  file?: string;
  line?: number;
  column?: number;
  /** the source line the error points at */
  lineText?: string;
  /** the page whose render failed */
  page?: string;
}

const TITLES: Record<DevError['kind'], string> = {
  compile: 'Build failed',
  render: 'Render failed',
  post: 'Blog post left out',
  config: 'Configuration',
};

export const titleOf = (e: DevError) => TITLES[e.kind] ?? 'Error';

/** file:line:column of an error, as editors and terminals link it */
export function whereOf(e: DevError): string {
  if (!e.file) return '';
  return `${e.file}${e.line ? `:${e.line}${e.column ? `:${e.column}` : ''}` : ''}`;
}
