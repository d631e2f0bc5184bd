import { useState } from 'react';

export const DEFAULT_AVATAR = '/avatar.svg';

interface AvatarProps {
  photoURL: string | null | undefined;
  alt: string;
  size?: number;
}

/** The user's photo, or the default picture when there is none or it fails to load. */
export function Avatar({ photoURL, alt, size = 40 }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const src = photoURL && !failed ? photoURL : DEFAULT_AVATAR;
  return (
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      onError={() => setFailed(true)}
      className="shrink-0 rounded-full bg-brand-100 object-cover"
      style={{ width: size, height: size }}
    />
  );
}
