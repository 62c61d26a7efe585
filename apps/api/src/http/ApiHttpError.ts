/**
 * A refusal the server answers with the Blockchain API error body `{status:"FAILED", reasons:[{field, description}]}`
 * (API-SHAPES §1). `field` names the offending input ('' when none).
 *
 * @example throw new ApiHttpError(400, 'address', 'The address provided is invalid')
 */
export class ApiHttpError extends Error {
  override name = 'ApiHttpError'
  readonly status: number
  readonly field: string
  readonly description: string

  constructor(status: number, field: string, description: string) {
    super(description)
    this.status = status
    this.field = field
    this.description = description
  }
}

/** The error body of every refusal. */
export function failedBody(field: string, description: string) {
  return { status: 'FAILED', reasons: [{ field, description }] } as const
}
