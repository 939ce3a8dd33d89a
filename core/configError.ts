/** thrown when the environment is invalid; the message names the variable (kept apart from the zod schema, so a failure can be printed without loading it) */
export class ConfigError extends Error {
  override name = 'ConfigError';
}
