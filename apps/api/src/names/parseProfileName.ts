import { ApiHttpError } from '../http/ApiHttpError.ts'

export interface ParsedProfileName {
  label: string
  zone: string
  /** `label.zone` */
  name: string
}

/**
 * A full name as the profile API takes it (API-SHAPES §2.12): lowercase letters, digits, '.' and '-', exactly three
 * labels, an allowed zone, and a first label of `minLabelLength`-64 characters. 400 `name` otherwise.
 */
export function parseProfileName(
  value: string,
  zones: readonly string[],
  { minLabelLength = 3 }: { minLabelLength?: number } = {},
): ParsedProfileName {
  const invalid = (why: string) => new ApiHttpError(400, 'name', `Invalid name: ${why}`)
  if (!/^[a-z0-9.-]+$/.test(value))
    throw invalid('only lowercase letters, digits, hyphens and dots are allowed')
  const labels = value.split('.')
  const [label, ...rest] = labels
  if (labels.length !== 3 || !label) throw invalid(`expected label.${zones[0] ?? 'zone'}`)
  const zone = rest.join('.')
  if (!zones.includes(zone)) throw invalid(`the zone must be one of ${zones.join(', ')}`)
  if (label.length < minLabelLength || label.length > 64)
    throw invalid(`the name must have ${minLabelLength} to 64 characters before .${zone}`)
  if (!/^[a-z0-9-]+$/.test(label))
    throw invalid('only letters, digits and hyphens are allowed before the zone')
  return { label, zone, name: value }
}
