export { Icon, type IconProps } from "./icon";
export { CandlesIcon, ClockIcon, menuIcons, PulseIcon, SwapIcon } from "./menu-icons";
export { ChatIcon, CodeIcon, MicroblogIcon } from "./social-icons";
export { AlertIcon, CheckIcon, ErrorIcon, InfoIcon, LockIcon, SearchIcon } from "./status-icons";
export {
  BellIcon,
  ChevronDownIcon,
  ChevronRightIcon,
  CloseIcon,
  ExternalLinkIcon,
  GridIcon,
  LogOutIcon,
  MenuIcon,
  MoonIcon,
  SunIcon,
} from "./ui-icons";
