export { groupOptions, Select, type SelectOption, type SelectProps } from "./select";
