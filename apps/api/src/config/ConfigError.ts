/** A configuration file or option the server cannot start with; the message names the file and the field. */
export class ConfigError extends Error {
  override name = 'ConfigError'
}
