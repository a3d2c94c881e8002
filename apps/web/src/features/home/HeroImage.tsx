import { ContentPicture } from '../../components/ContentPicture';

interface HeroImageProps {
  src: string;
  first: boolean;
}

/**
 * A slide's image, an editor's upload offered in every width and format made (components/ContentPicture.tsx). The
 * slide fills the window's width (home.css, .hero-slide img).
 */
export function HeroImage({ src, first }: HeroImageProps) {
  return (
    <ContentPicture
      src={src}
      sizes="100vw"
      alt=""
      width={1600}
      height={700}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'low'}
      decoding={first ? 'sync' : 'async'}
    />
  );
}
