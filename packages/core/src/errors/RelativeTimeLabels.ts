/** Relative time unit labels (spec §9), shortest first. */
export const RelativeTimeLabels = {
  second: 'sec',
  minute: 'min',
  hour: 'hr',
  day: 'd',
  month: 'mo',
  year: 'yr',
} as const
