export { ServiceButton, type ServiceButtonProps } from "./service-button";
