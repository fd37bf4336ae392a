/** <img> that falls back to the placeholder picture when it fails to load. */
import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { PLACEHOLDER_IMAGE } from '../../content/site';

type ImgProps = ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string };

export function Img({ src, alt, loading = 'lazy', decoding = 'async', ...rest }: ImgProps) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);

  // An image that failed before hydration fired its error event unobserved.
  useEffect(() => {
    const img = ref.current;
    if (
      img &&
      img.complete &&
      img.naturalWidth === 0 &&
      img.getAttribute('src') !== PLACEHOLDER_IMAGE
    )
      setFailed(true);
  }, []);

  return (
    <img
      ref={ref}
      src={failed ? PLACEHOLDER_IMAGE : src}
      alt={alt}
      loading={loading}
      decoding={decoding}
      onError={() => setFailed(true)}
      {...rest}
    />
  );
}
