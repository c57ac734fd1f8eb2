export {
  BotPreview,
  type ChatAuthor,
  ChatCommand,
  ChatMessage,
  Embed,
  type RenderImage,
} from "./bot-preview";
export { ChartSvg, type ChartSvgProps } from "./chart-svg";
export { DepthSvg } from "./depth-svg";
export type {
  BotPost,
  PreviewCommand,
  PreviewEmbed,
  PreviewField,
  PreviewImage,
  PreviewMarket,
  PreviewMemberList,
  PreviewMessage,
  PreviewPicture,
} from "./types";
