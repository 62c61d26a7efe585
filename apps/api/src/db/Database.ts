/** What a query or a transaction can run: parameterised queries, and parameterless scripts (migrations). */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>
  /** Runs a script of statements separated by semicolons, without parameters. */
  exec(sql: string): Promise<void>
}

/**
 * The server's state store: pglite (in memory or a data dir) or a PostgreSQL server, behind one interface so the
 * same SQL and migrations serve both.
 */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres'
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>
  close(): Promise<void>
}
