export { EmailField, NewPasswordFields, type NewPasswordFieldsProps } from "./auth-fields";
export { DiscordAlternative } from "./discord-alternative";
export { showAuthError } from "./show-auth-error";
