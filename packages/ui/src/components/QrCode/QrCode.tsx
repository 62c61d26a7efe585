'use client'

import { useMemo } from 'react'
import { cx } from '../../utils/cx.ts'
import { drawQrCode } from '../../utils/drawQrCode.ts'
import { Skeleton } from '../Skeleton/Skeleton.tsx'
import { WalletImage } from '../WalletImage/WalletImage.tsx'

export interface QrCodeProps {
  /** What the code encodes (a WalletConnect URI). Empty while it is being created: a placeholder shows. */
  value: string
  /** The code's accessible name, already translated (for example 'WalletConnect QR code'). */
  label: string
  /** Width and height in CSS pixels; the code shrinks with a narrower container. @default 280 */
  size?: number
  /** A logo for the centre (the wallet's or the app's); unsafe or broken URLs show a wallet icon. */
  logoUrl?: string | undefined
  className?: string
}

const LOGO_RATIO = 0.22

/**
 * A QR code drawn as SVG (dots and rounded finder patterns) with an optional logo in the centre. Its colour is
 * `--w3m-qr-color` on white, in light and dark themes alike, so phones can always read it.
 *
 * @example
 * <QrCode value={wcUri} label="WalletConnect QR code" logoUrl={walletImage} />
 */
export function QrCode({ value, label, size = 280, logoUrl, className }: QrCodeProps) {
  const hasLogo = logoUrl !== undefined
  const drawing = useMemo(
    () => (value ? drawQrCode(value, { logoRatio: hasLogo ? LOGO_RATIO : 0 }) : undefined),
    [value, hasLogo],
  )
  if (!drawing) {
    return (
      <div
        role="img"
        aria-label={label}
        aria-busy="true"
        className={cx('apkt-qr', className)}
        data-loading=""
      >
        <svg width={size} height={size} viewBox="0 0 1 1" aria-hidden="true" className="apkt-qr-svg" />
        <Skeleton shape="square" className="apkt-qr-placeholder" />
      </div>
    )
  }
  return (
    <div role="img" aria-label={label} className={cx('apkt-qr', className)}>
      <svg
        width={size}
        height={size}
        viewBox={`0 0 ${drawing.size} ${drawing.size}`}
        aria-hidden="true"
        focusable="false"
        className="apkt-qr-svg"
        shapeRendering="geometricPrecision"
      >
        <path className="apkt-qr-finder" d={drawing.finders} fillRule="evenodd" />
        <path className="apkt-qr-dots" d={drawing.dots} />
      </svg>
      {hasLogo ? (
        <span className="apkt-qr-logo">
          <WalletImage src={logoUrl} size="lg" />
        </span>
      ) : null}
    </div>
  )
}
