#!/usr/bin/env node
// the `site` command: runs the TypeScript CLI through tsx's loader
import { register } from 'tsx/esm/api';

// React and the other external packages of the server bundle pick their production builds from this;
// it must be set before anything loads them (and before tsx's loader thread starts, which copies the env)
process.env.NODE_ENV ||= 'production';
register();
await import('./main.ts');
