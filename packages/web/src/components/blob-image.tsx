import { useEffect, useRef, type CSSProperties } from 'react';

/**
 * An image of a blob (a JPEG fetched with the session's headers, which a plain `src` could not
 * send): its object URL lives as long as the blob is shown and is revoked after.
 */
export function BlobImage({ blob, alt, style }: { blob: Blob; alt: string; style?: CSSProperties }) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(blob);
    image.current!.src = url;
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return <img ref={image} alt={alt} style={style} />;
}
