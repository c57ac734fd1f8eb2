export const CREDENTIALS_PATH = "/api/trading/credentials";
export const TOKENS_PATH = "/api/trading/tokens";
export const EXCHANGES_PATH = "/api/trading/exchanges";
