export { Stack, type StackElement, type StackOptions, type StackProps, stack } from "./stack";
