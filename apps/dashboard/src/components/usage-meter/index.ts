export { UsageMeter, type UsageMeterProps } from "./usage-meter";
