import { type ImgHTMLAttributes, useEffect, useRef, useState } from 'react';

interface Props extends ImgHTMLAttributes<HTMLImageElement> {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** shown when src fails to load */
  fallbackSrc?: string;
}

export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

/** an image with explicit size (no layout shift) that swaps to a placeholder when it fails to load */
export function ImageWithFallback({ src, fallbackSrc = PLACEHOLDER_IMAGE, alt, ...rest }: Props) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  // a pre-rendered image can fail before hydration, when React is not listening yet: check once mounted
  useEffect(() => {
    const img = ref.current;
    if (!img?.complete || img.naturalWidth > 0 || img.getAttribute('src') !== src) return;
    // decode() rejects only for a broken image (an SVG without intrinsic size also has naturalWidth 0)
    img.decode().catch(() => setFailed(true));
  }, [src]);
  return (
    <img
      ref={ref}
      src={failed ? fallbackSrc : src}
      alt={alt}
      loading="lazy"
      decoding="async"
      data-fallback={failed || undefined}
      onError={() => {
        if (!failed) setFailed(true);
      }}
      {...rest}
    />
  );
}
