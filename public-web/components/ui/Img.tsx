/**
 * The site's one content image: an <img> that shows the placeholder picture
 * when its source fails to load, before or after hydration (in a page's static
 * content, which is not hydrated, lib/staticContent.ts does the same). Lazy and
 * async by default; the LCP image passes loading="eager" and fetchPriority="high".
 */
import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { PLACEHOLDER_IMAGE } from '../../content/site';

type ImgProps = ImgHTMLAttributes<HTMLImageElement> & {
  src: string;
  alt: string;
  /** Called once the placeholder replaces `src` (e.g. to use it as a video poster too). */
  onFallback?: () => void;
};

/**
 * How wide an uploaded image is drawn, for the browser to choose among its widths: a card in
 * the site's grids (one column, two from 576 px, up to four from 992 px in a 1160 px container),
 * and an article's cover (at most 900 px) or a large card.
 */
export const CARD_SIZES = '(min-width: 992px) 290px, (min-width: 576px) 50vw, 100vw';
export const COVER_SIZES = '(min-width: 940px) 900px, 100vw';

/**
 * A card's image (blog, news, press and video cards): decorative, as the card's title follows,
 * in the cards' 800×450 box, with the widths of an image uploaded in the panel.
 */
export function CardImg({
  src,
  picture,
  sizes = CARD_SIZES,
  className,
}: {
  src: string;
  picture?: { srcSet: string };
  sizes?: string;
  className?: string;
}) {
  return (
    <Img
      src={src}
      srcSet={picture?.srcSet}
      sizes={sizes}
      alt=""
      width={800}
      height={450}
      className={className}
    />
  );
}

/** True when `img` finished loading its source and got no picture (a broken image). */
function isBroken(img: HTMLImageElement): boolean {
  return img.complete && img.naturalWidth === 0 && Boolean(img.getAttribute('src'));
}

export function Img({
  src,
  srcSet,
  alt,
  loading = 'lazy',
  decoding = 'async',
  onFallback,
  onError,
  style,
  ...rest
}: ImgProps) {
  // The source that failed, so that a new `src` gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === src;
  const ref = useRef<HTMLImageElement>(null);
  const fallBack = () => {
    if (src === PLACEHOLDER_IMAGE) return;
    setFailedSrc(src);
    onFallback?.();
  };
  const fallBackRef = useRef(fallBack);
  fallBackRef.current = fallBack;

  // Server HTML: an image that failed before hydration fired its error event
  // before React listened. A lazy image not yet fetched is not `complete`.
  useEffect(() => {
    const img = ref.current;
    if (img && img.getAttribute('src') === src && isBroken(img)) fallBackRef.current();
  }, [src]);

  // The placeholder keeps the box the image's width and height reserve (base.css
  // gives images `height: auto`, which would take the placeholder's own shape).
  const boxStyle =
    failed && rest.width && rest.height
      ? { ...style, aspectRatio: `${rest.width} / ${rest.height}` }
      : style;

  return (
    <img
      {...rest}
      ref={ref}
      style={boxStyle}
      src={failed ? PLACEHOLDER_IMAGE : src}
      // The browser would keep choosing from the widths of the image that failed.
      srcSet={failed ? undefined : srcSet}
      alt={alt}
      loading={loading}
      decoding={decoding}
      data-fallback={failed ? 'placeholder' : undefined}
      onError={(event) => {
        if (event.currentTarget.getAttribute('src') === src) fallBack();
        onError?.(event);
      }}
    />
  );
}
