export { Form, type FormProps } from "./form";
export { showApiFailure } from "./show-api-failure";
export { SubmitButton, type SubmitButtonProps } from "./submit-button";
export {
  type FieldName,
  type FieldProps,
  type FormOptions,
  type FormState,
  messageOfError,
  reportedByToast,
  type SendErrorHandler,
  type SendErrorReport,
  type TextFieldName,
  useForm,
} from "./use-form";
