export { Icon, type IconProps } from "./icon";
export { CandlesIcon, ClockIcon, menuIcons, PulseIcon, SwapIcon } from "./menu-icons";
export { ChatIcon, CodeIcon, MicroblogIcon } from "./social-icons";
export {
  AlertIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronRightIcon,
  CloseIcon,
  ExternalLinkIcon,
  GridIcon,
  InfoIcon,
  LogOutIcon,
  MenuIcon,
  MoonIcon,
  SearchIcon,
  SunIcon,
} from "./ui-icons";
