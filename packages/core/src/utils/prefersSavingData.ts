/** The visitor asked for less data (Save-Data, where the browser tells): nothing speculative is downloaded. */
export function prefersSavingData(navigator: Navigator | undefined): boolean {
  return (navigator as { connection?: { saveData?: boolean } } | undefined)?.connection?.saveData === true
}
