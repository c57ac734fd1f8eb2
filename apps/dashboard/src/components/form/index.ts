export { Form, type FormProps } from "./form";
export {
  type FieldName,
  type FieldProps,
  type FormOptions,
  type FormState,
  type SendErrorHandler,
  type SendErrorReport,
  type TextFieldName,
  useForm,
} from "./use-form";
