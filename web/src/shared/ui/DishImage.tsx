import { useState } from 'react';
import { dishImageSources } from '@buka/domain/images';

interface DishImageProps {
  src: string;
  alt: string;
  /** How wide the picture shows, for the browser to pick 240 or 480 px. */
  sizes: string;
  /** Pictures in the first screenful load at once; the rest wait until scrolled near. */
  eager?: boolean;
  className?: string;
}

/** A square dish picture that reserves its space before it loads, so nothing jumps. */
export function DishImage({ src, alt, sizes, eager = false, className = '' }: DishImageProps) {
  const [failed, setFailed] = useState(false);
  const sources = dishImageSources(src);
  const box = `aspect-square w-full bg-stone-200 object-cover ${className}`;
  if (failed || !src) {
    return (
      <div role="img" aria-label={alt} className={`${box} grid place-items-center text-4xl`}>
        <span aria-hidden="true">🍲</span>
      </div>
    );
  }
  return (
    <img
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.srcSet ? sizes : undefined}
      alt={alt}
      width={480}
      height={480}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailed(true)}
      className={box}
    />
  );
}
