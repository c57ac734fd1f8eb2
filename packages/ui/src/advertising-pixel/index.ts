export {
  AdvertisingPixel,
  type AdvertisingPixelProps,
  defaultPixelScriptSrc,
  shouldLoadPixel,
} from "./advertising-pixel";
