import { BotPreview as ChatBotPreview, type RenderImage } from "@chartbot/ui/bot-preview";
import { getImageProps } from "next/image";
import type { BotPost } from "@/content/types";

/**
 * An embed's raster picture through the image loader. `getImageProps` instead of `<Image>`: a server-rendered
 * <img>, with no client component's script.
 */
const loadedImage: RenderImage = (image, className) => {
  const { props } = getImageProps({
    src: image.src,
    width: image.width,
    height: image.height,
    alt: image.alt,
    sizes: "(min-width: 1280px) 32rem, (min-width: 1024px) 50vw, 100vw",
    className,
  });
  return <img {...props} alt={image.alt} />;
};

/** A feature's or add-on's bot post as a chat preview, its pictures served by the image loader. */
export function BotPreview({ post, className }: { post: BotPost; className?: string }) {
  return <ChatBotPreview post={post} className={className} renderImage={loadedImage} />;
}
