export { type FailedQuery, Failure, type FailureProps, QueryFailure } from "./failure";
