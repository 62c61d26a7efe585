import type { enMessages } from './enMessages.ts'

type English = typeof enMessages

/** The catalogue every locale provides: the English keys, any strings. */
export type Messages = { [Area in keyof English]: { [Key in keyof English[Area]]: string } }

/** One area of a locale's catalogue. */
export type AreaMessages<Area extends keyof English> = Messages[Area]
