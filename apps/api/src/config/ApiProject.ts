/** A project id the server accepts, and the page origins its browser requests may come from. */
export interface ApiProject {
  id: string
  name: string
  /**
   * Exact origins (`https://app.example`), `*` for any, or one wildcard part: a host label (`https://*.example`)
   * or the port (`http://127.0.0.1:*`).
   */
  allowedOrigins: readonly string[]
}
