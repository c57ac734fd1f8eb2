export { BotLogo, type BotLogoProps } from "./bot-logo";
export { Logo, type LogoProps } from "./logo";
