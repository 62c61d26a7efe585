/** The address the convert and price APIs use for a chain's native coin (API-SHAPES §1). */
export const nativeTokenAddress = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
