import { Image } from 'antd';

/** An image field's thumbnail with antd's preview. */
export function ImageValue({ src, compact }: { src: string; compact: boolean }) {
  return <Image src={src} alt="" width={compact ? 32 : 96} style={{ objectFit: 'contain' }} />;
}
