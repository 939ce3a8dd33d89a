/** copies the project into dir (created), node_modules linked; returns dir */
export function copyProject(dir: string): string;
