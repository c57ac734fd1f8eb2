export { TextField, type TextFieldProps } from "./text-field";
