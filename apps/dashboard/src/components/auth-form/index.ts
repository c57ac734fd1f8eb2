export { EmailField, NewPasswordFields, type NewPasswordFieldsProps } from "./auth-fields";
export { AuthForm, type AuthFormProps } from "./auth-form";
export { DiscordAlternative } from "./discord-alternative";
export { type AuthFormState, type FieldProps, useAuthForm } from "./use-auth-form";
