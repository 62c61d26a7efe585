/**
 * Joins the truthy class names with a space.
 *
 * @example
 * cx('apkt-button', isLoading && 'is-loading') // 'apkt-button is-loading'
 */
export function cx(...names: ReadonlyArray<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ')
}
