import { type ImgHTMLAttributes, useState } from 'react';

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
  return (
    <img
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
