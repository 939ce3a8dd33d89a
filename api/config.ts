import { z } from 'zod';

/** thrown when the environment is invalid; the message names the variable */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const optionalString = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

const schema = z.object({
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  SITE_URL: z.url({ protocol: /^https?$/ }).default('https://bloksecure.com'),
  GA_MEASUREMENT_ID: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().regex(/^G-[A-Z0-9]{4,20}$/, 'must look like G-XXXXXXX').optional(),
  ),
  DATA_DIR: z.string().min(1).default('./data'),
  /** set when a TLS-terminating proxy sits in front, so HSTS is sent */
  TRUST_PROXY: z.preprocess((v) => v === '1' || v === 'true', z.boolean()).default(false),
  DATABASE_URL: optionalString,
  SMTP_URL: optionalString,
  ADMIN_TOKEN: optionalString,
  NOTION_TOKEN: optionalString,
  NOTION_DATABASE_ID: optionalString,
});

export type Config = z.infer<typeof schema>;

/** parses the environment once; an invalid variable stops start-up with one clear line */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const name = String(issue?.path[0] ?? 'environment');
  throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'} (got ${JSON.stringify(env[name])})`);
}
