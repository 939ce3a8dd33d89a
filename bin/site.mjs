#!/usr/bin/env node
// the `site` command: runs the TypeScript CLI through tsx's loader
import { register } from 'tsx/esm/api';

register();
await import('../cli/site.ts');
