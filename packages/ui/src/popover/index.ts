export { Popover, PopoverClose, PopoverContent, PopoverTrigger } from "./popover";
