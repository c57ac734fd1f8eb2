export { Failure, type FailureProps } from "./failure";
